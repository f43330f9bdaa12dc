import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { wrapText } from '../format/wrap';

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * Noto Sans CJK JP cut to Latin, kana, Big5(-HKSCS) and JIS X 0213 (scripts/build-pdf-font.sh): all six languages'
 * texts, Chinese and Japanese names included. pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILE = path.join(process.cwd(), 'lib/reports/fonts/NotoSansCJKjp-Regular-subset.otf');
const FONT = 'NotoSansCJK';
/** The stroke that thickens the regular face into a bold one, as a share of the font size. */
const BOLD_STROKE = 0.035;
let fontData: Buffer | undefined;

type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };
type Layout = { glyphs: Glyph[] | null; positions: Position[] | null; advanceWidth: number };
/** What pdfkit keeps of the selected font: the fontkit font, its scale to 1000 units, and the layout it calls. */
type EmbeddedFont = { font: { glyphForCodePoint(codePoint: number): Glyph }; scale: number; layout(text: string, features?: unknown, onlyWidth?: boolean): Layout };

/** Glyph and advance by code point, shared by every document: the font file never changes while the process runs. */
const placed = new Map<number, { glyph: Glyph; position: Position }>();

/**
 * A pdfkit document that writes with the embedded CJK font. Glyphs are placed one after the other from the character
 * map, without OpenType shaping: the texts are Latin, kana and Han, which need none, and shaping (or even looking each
 * character up again in the font's tables) made a 10,000-row report several times slower.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): Doc {
  fontData ??= fs.readFileSync(FONT_FILE);
  const doc = new PDFDocument(options);
  doc.registerFont(FONT, fontData);
  doc.font(FONT);
  // pdfkit keeps the selected font here; layout is the one method its text and width functions call to place a text.
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  embedded.layout = (text, _features, onlyWidth) => {
    const glyphs: Glyph[] | null = onlyWidth ? null : [];
    const positions: Position[] | null = onlyWidth ? null : [];
    let advanceWidth = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      let entry = placed.get(codePoint);
      if (!entry) {
        const glyph = embedded.font.glyphForCodePoint(codePoint);
        const advance = glyph.advanceWidth * embedded.scale;
        entry = { glyph: { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: [codePoint] }, position: { xAdvance: advance, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: advance } };
        placed.set(codePoint, entry);
      }
      advanceWidth += entry.position.xAdvance;
      glyphs?.push(entry.glyph);
      positions?.push(entry.position);
    }
    return { glyphs, positions, advanceWidth };
  };
  return doc;
}

export type LineOptions = { size: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center'; color?: string };

/** The text cut with "…" so that it fits the width at the current font size, with its measured width. */
function fit(doc: Doc, text: string, width: number): { line: string; measured: number } {
  const measured = doc.widthOfString(text);
  if (measured <= width) return { line: text, measured };
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
    else high = mid - 1;
  }
  const line = `${chars.slice(0, low).join('')}…`;
  return { line, measured: doc.widthOfString(line) };
}

/**
 * One line at (x, y), never wrapped: cut with "…" to the width and aligned in it. pdfkit's own width, align and
 * ellipsis options measure the text over and over; this measures it once, which matters on 100,000 cells.
 * Bold is the regular face with a thin outline of the same colour.
 */
export function writeLine(doc: Doc, text: string, x: number, y: number, { size, bold = false, width, align = 'left', color }: LineOptions): void {
  doc.fontSize(size);
  let line = text;
  let left = x;
  if (width !== undefined) {
    const fitted = fit(doc, text, width);
    line = fitted.line;
    if (align !== 'left') left += align === 'right' ? width - fitted.measured : (width - fitted.measured) / 2;
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
    const measure = (part: string) => doc.fontSize(trying).widthOfString(part);
    // Words stay whole (a smaller size is tried first); a text without spaces (Han, kana) breaks between characters.
    if (text.includes(' ') && text.split(' ').some((word) => measure(word) > width)) continue;
    const lines = wrapText(text, width, { measure });
    if (lines.length <= 2) return { lines, size: trying };
  }
  doc.fontSize(5);
  return { lines: [fit(doc, text, width).line], size: 5 };
}
