import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { slipText, type SlipLine } from './layout';

/**
 * The copies as ESC/POS bytes for a receipt printer of `columns` characters: initialise, code page 437 (the one every
 * ESC/POS printer has; a character outside it prints as "?"), each copy's lines, a few blank lines to bring the last one
 * past the cutter, then the cut command (GS V) after each copy.
 */
export function encodeSlip(copies: SlipLine[][], columns: number): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, newline: '\n', feedBeforeCut: 4 });
  let out = encoder.initialize().codepage('cp437');
  for (const copy of copies) {
    for (const line of copy) {
      out = out.align(line.center ? 'center' : 'left');
      out = line.bold ? out.bold(true).line(slipText(line, columns)).bold(false) : out.line(slipText(line, columns));
    }
    out = out.align('left').cut('full');
  }
  return out.encode();
}
