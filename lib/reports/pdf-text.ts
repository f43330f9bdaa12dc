import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * Noto Sans CJK JP cut to Latin, kana, Big5(-HKSCS) and JIS X 0213 (scripts/build-pdf-font.sh): all six languages'
 * texts, Chinese and Japanese names included. pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILE = path.join(process.cwd(), 'lib/reports/fonts/NotoSansCJKjp-Regular-subset.otf');
const FONT = 'NotoSansCJK';
/** The stroke that thickens the regular face into a bold one, as a share of the font size. */
const BOLD_STROKE = 0.045;
let fontData: Buffer | undefined;

type Glyph = { advanceWidth: number };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type FontkitFont = { glyphsForString(text: string): Glyph[]; layout(text: string): { glyphs: Glyph[]; positions: Position[]; advanceWidth: number } };

/**
 * A pdfkit document that writes with the embedded CJK font. Glyphs are placed one after the other from the character
 * map, without OpenType shaping: the texts are Latin, kana and Han, which need none, and shaping with this font's
 * tables made a 10,000-row report several times slower.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): Doc {
  fontData ??= fs.readFileSync(FONT_FILE);
  const doc = new PDFDocument(options);
  doc.registerFont(FONT, fontData);
  doc.font(FONT);
  // pdfkit keeps the fontkit font of the selected font here; layout is the one method it calls to place a text.
  const font = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
  font.layout = (text) => {
    const glyphs = font.glyphsForString(text);
    let advanceWidth = 0;
    const positions = glyphs.map((glyph) => {
      advanceWidth += glyph.advanceWidth;
      return { xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 };
    });
    return { glyphs, positions, advanceWidth };
  };
  return doc;
}

/** Without a colour the text takes the current fill colour; bold text is black unless told. */
export type LineOptions = { size: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center'; color?: string };

/** The text cut with "…" so that it fits the width at the current font size. */
export function fitWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}

/**
 * One line at (x, y), never wrapped: cut with "…" to the width and aligned in it. pdfkit's own width, align and
 * ellipsis options measure the text over and over; this measures it once or twice, which matters on 100,000 cells.
 * Bold is the regular face with a thin outline of the same colour.
 */
export function writeLine(doc: Doc, text: string, x: number, y: number, { size, bold = false, width, align = 'left', color }: LineOptions): void {
  doc.fontSize(size);
  const line = width === undefined ? text : fitWidth(doc, text, width);
  let left = x;
  if (width !== undefined && align !== 'left') {
    const room = width - doc.widthOfString(line);
    left += align === 'right' ? room : room / 2;
  }
  if (bold) {
    doc.save().lineWidth(size * BOLD_STROKE).fillColor(color ?? '#000').strokeColor(color ?? '#000');
    doc.text(line, left, y, { lineBreak: false, fill: true, stroke: true });
    doc.restore();
  } else {
    if (color) doc.fillColor(color);
    doc.text(line, left, y, { lineBreak: false });
  }
}

/** The height of one line at this size. */
export function lineHeight(doc: Doc, size: number): number {
  return doc.fontSize(size).currentLineHeight(true);
}

/**
 * A column header in at most two lines at the largest size from `size` down to 5 pt that fits the width whole; only a
 * header that fits no way is cut with "…".
 */
export function fitHeader(doc: Doc, text: string, width: number, size: number): { lines: string[]; size: number } {
  for (let trying = size; trying >= 5; trying -= 0.5) {
    doc.fontSize(trying);
    if (doc.widthOfString(text) <= width) return { lines: [text], size: trying };
    const words = text.split(' ');
    for (let cut = words.length - 1; cut > 0; cut--) {
      const first = words.slice(0, cut).join(' ');
      const second = words.slice(cut).join(' ');
      if (doc.widthOfString(first) <= width && doc.widthOfString(second) <= width) return { lines: [first, second], size: trying };
    }
    // Han and kana have no spaces: break between characters.
    const chars = Array.from(text);
    if (!text.includes(' ') && chars.length > 1) {
      for (let cut = chars.length - 1; cut > 0; cut--) {
        const first = chars.slice(0, cut).join('');
        const second = chars.slice(cut).join('');
        if (doc.widthOfString(first) <= width && doc.widthOfString(second) <= width) return { lines: [first, second], size: trying };
      }
    }
  }
  doc.fontSize(5);
  return { lines: [fitWidth(doc, text, width)], size: 5 };
}
