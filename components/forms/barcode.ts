/**
 * The code a barcode scanner (or a person) left in the scan input: scanners type the code fast and end with Enter;
 * some add a tab, a carriage return or spaces around it. Empty when nothing usable was read.
 */
export function readScannedCode(text: string): string {
  return text.replace(/\p{Cc}/gu, '').trim();
}
