import { createPdf, lineHeight, writeLine } from '@/lib/reports/pdf-text';
import type { SlipLine, SlipWidth } from '../slip/layout';

const MM = 72 / 25.4;
const MARGIN = 8;
const SIZE = 7.5;

/**
 * The slip as a PDF roll for any printer: 58 or 80 mm wide, each copy one page as long as its lines, the same lines as
 * the thermal slip (values on the right edge), in the embedded CJK font so every language prints.
 */
export function renderSlipPdf(copies: SlipLine[][], width: SlipWidth, title: string) {
  const pageWidth = width * MM;
  const probe = createPdf({ size: [pageWidth, 100], margin: 0, autoFirstPage: false });
  const step = lineHeight(probe, SIZE) + 1;
  probe.end();
  const doc = createPdf({ size: [pageWidth, 100], margin: MARGIN, autoFirstPage: false, info: { Title: title } });
  const inner = pageWidth - MARGIN * 2;
  for (const copy of copies) {
    doc.addPage({ size: [pageWidth, MARGIN * 2 + step * copy.length + 4], margin: 0 });
    let y = MARGIN;
    for (const line of copy) {
      if (/^-+$/.test(line.text)) {
        doc.moveTo(MARGIN, y + step / 2).lineTo(pageWidth - MARGIN, y + step / 2).lineWidth(0.5).dash(2, { space: 1.5 }).strokeColor('#000').stroke().undash();
      } else if (line.right !== undefined) {
        const rightWidth = Math.min(doc.fontSize(SIZE).widthOfString(line.right), inner);
        writeLine(doc, line.text, MARGIN, y, { size: SIZE, bold: line.bold, width: inner - rightWidth - 4 });
        writeLine(doc, line.right, MARGIN, y, { size: SIZE, bold: line.bold, width: inner, align: 'right' });
      } else {
        writeLine(doc, line.text, MARGIN, y, { size: line.bold && line.center ? SIZE + 1 : SIZE, bold: line.bold, width: inner, align: line.center ? 'center' : 'left' });
      }
      y += step;
    }
  }
  doc.end();
  return doc;
}
