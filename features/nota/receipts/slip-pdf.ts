import { code128Png } from '@/features/stock';
import { createPdf, lineHeight, writeLine, type Doc } from '@/lib/reports/pdf-text';
import type { SlipLine, SlipWidth } from '../slip/layout';

const MM = 72 / 25.4;
const MARGIN = 8;
const SIZE = 7.5;
/** A barcode line takes the height of this many text lines. */
const BARCODE_LINES = 3;

const linesOf = (copy: SlipLine[]) => copy.reduce((sum, line) => sum + (line.barcode ? BARCODE_LINES : 1), 0);

/** One line at `y` across `inner` points from `x`: a rule, a label with its value on the right edge, text, or a barcode. */
function drawLine(doc: Doc, line: SlipLine, x: number, y: number, inner: number, size: number, step: number) {
  if (line.barcode) {
    // The loan number's CODE128 (what Lihat Hutang scans), centred, as wide as the paper allows (at most 1 pt a module).
    const png = code128Png(line.text);
    const modules = png.readUInt32BE(16) / 2;
    const width = Math.min(inner, modules);
    doc.image(png, x + (inner - width) / 2, y + 1, { width, height: step * BARCODE_LINES - 2 });
  } else if (/^-+$/.test(line.text)) {
    doc.moveTo(x, y + step / 2).lineTo(x + inner, y + step / 2).lineWidth(0.5).dash(2, { space: 1.5 }).strokeColor('#000').stroke().undash();
  } else if (line.right !== undefined) {
    const rightWidth = Math.min(doc.fontSize(size).widthOfString(line.right), inner);
    writeLine(doc, line.text, x, y, { size, bold: line.bold, width: inner - rightWidth - 4 });
    writeLine(doc, line.right, x, y, { size, bold: line.bold, width: inner, align: 'right' });
  } else {
    writeLine(doc, line.text, x, y, { size: line.bold && line.center ? size + 1 : size, bold: line.bold, width: inner, align: line.center ? 'center' : 'left' });
  }
  return y + (line.barcode ? step * BARCODE_LINES : step);
}

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
    doc.addPage({ size: [pageWidth, MARGIN * 2 + step * linesOf(copy) + 4], margin: 0 });
    let y = MARGIN;
    for (const line of copy) y = drawLine(doc, line, MARGIN, y, inner, SIZE, step);
  }
  doc.end();
  return doc;
}

const A4_SIZE = 9;
const A4_MARGIN = 40;
const A4_WIDTH = 400;

/**
 * The slip's lines on portrait A4 for an office printer: each copy from a new page, in a column 400 pt wide in the
 * middle of the page at 9 pt (a loan of a few items and its terms fit one page), continued on the next page when longer.
 */
export function renderSlipA4Pdf(copies: SlipLine[][], title: string) {
  const doc = createPdf({ size: 'A4', margin: A4_MARGIN, autoFirstPage: false, info: { Title: title } });
  for (const copy of copies) {
    doc.addPage({ size: 'A4', margin: 0 });
    const step = lineHeight(doc, A4_SIZE) + 1;
    const x = (doc.page.width - A4_WIDTH) / 2;
    let y = A4_MARGIN;
    for (const line of copy) {
      if (y + (line.barcode ? step * BARCODE_LINES : step) > doc.page.height - A4_MARGIN) {
        doc.addPage({ size: 'A4', margin: 0 });
        y = A4_MARGIN;
      }
      y = drawLine(doc, line, x, y, A4_WIDTH, A4_SIZE, step);
    }
  }
  doc.end();
  return doc;
}
