import { wrapText } from '../format/wrap';
import { lineHeight, writeLine, type Doc } from './pdf-text';

/** Columns of a line of the shop's address in a PDF heading (§9), and the lines it may take (characters 48 to 90 in the spec). */
export const ADDRESS_COLUMNS = 48;

/**
 * The address on two lines of at most 48 characters, broken between words ("Jakarta Pusa/t" no more); what a third
 * line would hold is dropped and the cut marked with "…".
 */
export function splitAddress(address: string): [string, string] {
  const [first = '', second = ''] = wrapText(address, ADDRESS_COLUMNS, { maxLines: 2 });
  return [first, second];
}

/** Shop name and address at the top of every report and receipt, from the stored shop settings; answers the y below. */
export function writeShopHeading(doc: Doc, shopName: string, shopAddress: string, margin: number): number {
  writeLine(doc, shopName, margin, margin, { size: 12, bold: true });
  let y = margin + lineHeight(doc, 12);
  const [line1, line2] = splitAddress(shopAddress);
  writeLine(doc, line1, margin, y, { size: 8 });
  y += lineHeight(doc, 8);
  if (line2) writeLine(doc, line2, margin, y, { size: 8 });
  return y + lineHeight(doc, 8);
}

/** "Printed By …" on the left and "n of N" on the right, in the bottom margin of the current page. */
export function writeFooter(doc: Doc, { margin, printed, pageLabel }: { margin: number; printed: string; pageLabel: string }): void {
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  const y = doc.page.height - margin - 8;
  writeLine(doc, printed, margin, y, { size: 7, color: '#555' });
  writeLine(doc, pageLabel, margin, y, { size: 7, color: '#555', width: doc.page.width - margin * 2, align: 'right' });
  doc.fillColor('#000');
}
