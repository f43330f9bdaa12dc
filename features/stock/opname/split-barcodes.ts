/** A pasted list (or an RFID reader's burst) as barcodes: split on spaces, new lines, commas and semicolons. */
export function splitBarcodes(text: string): string[] {
  return text.split(/[\s,;]+/).map((one) => one.trim()).filter((one) => one.length > 0);
}
