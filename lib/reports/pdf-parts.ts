import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The address on two lines: the first 48 characters, then characters 48 to 90 (§9). */
export function splitAddress(address: string): [string, string] {
  return [address.slice(0, 48), address.slice(48, 90)];
}

/** Shop name and address at the top of every report and receipt, from the stored shop settings. */
export function writeShopHeading(doc: Doc, shopName: string, shopAddress: string, margin: number): void {
  doc.font('Helvetica-Bold').fontSize(12).text(shopName, margin, margin);
  const [line1, line2] = splitAddress(shopAddress);
  doc.font('Helvetica').fontSize(8).text(line1).text(line2 || ' ');
}

/** "Printed By …" on the left and "n of N" on the right, in the bottom margin of the current page. */
export function writeFooter(doc: Doc, { margin, printed, pageLabel }: { margin: number; printed: string; pageLabel: string }): void {
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  const y = doc.page.height - margin - 8;
  doc.font('Helvetica').fontSize(7).fillColor('#555');
  doc.text(printed, margin, y, { lineBreak: false });
  doc.text(pageLabel, margin, y, { width: doc.page.width - margin * 2, align: 'right', lineBreak: false });
  doc.fillColor('#000');
}
