/**
 * Text wrapped on word boundaries to a width in columns: the one wrapping every printed text uses (slip fields cut at
 * 20, the shop address of PDF headers at 48, the slip's terms at the paper's width). A receipt printer gives Han, kana,
 * Hangul and full-width forms two columns; the PDFs use the same count, so a line fits both.
 */

/** Columns a character takes: Han, kana, Hangul and full-width forms take two, every other character one. */
export function charColumns(char: string): number {
  const code = char.codePointAt(0)!;
  return (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3)
    || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60)
    || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x20000 ? 2 : 1;
}

/** Columns a text takes (characters, not UTF-16 units; two for each wide one). */
export function textColumns(text: string): number {
  let sum = 0;
  for (const char of text) sum += charColumns(char);
  return sum;
}

/** The text padded with spaces to `width` columns, or cut to it when it is longer. */
export function padColumns(text: string, width: number): string {
  let out = '';
  for (const char of text) {
    if (textColumns(out) + charColumns(char) > width) break;
    out += char;
  }
  return out + ' '.repeat(width - textColumns(out));
}

export type WrapOptions = {
  /** At most this many lines; when text is left over, the last line ends with `ellipsis` (the cut is marked). */
  maxLines?: number;
  /** The mark of a cut: "…" by default; "..." where the printer's code page has no ellipsis. */
  ellipsis?: string;
  /** How wide a text is, in the unit of `width`: columns by default; a PDF passes its font's width in points. */
  measure?: (text: string) => number;
};

/**
 * `text` in lines of at most `width` columns, broken between words (runs of spaces and line breaks count as one space,
 * each line trimmed). A word longer than a line is split: it starts on a line of its own and fills whole lines, so a
 * text without spaces (Han, kana) is cut where the width ends. With `maxLines`, a text that needs more lines keeps the
 * first ones and marks the cut: the last kept line loses words (or, one long word left, characters) until the mark fits.
 */
export function wrapText(text: string, width: number, { maxLines = Infinity, ellipsis = '…', measure = textColumns }: WrapOptions = {}): string[] {
  // Widths add up (a printer's columns; a PDF places glyphs one after the other, lib/reports/pdf-text.ts), so each piece
  // is measured once.
  const space = measure(' ');
  const lines: string[] = [];
  let current = '';
  let used = 0;
  const put = (piece: string, size: number) => {
    if (!current) { current = piece; used = size; }
    else if (used + space + size <= width) { current = `${current} ${piece}`; used += space + size; }
    else { lines.push(current); current = piece; used = size; }
  };
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (!word) continue;
    const size = measure(word);
    if (size <= width) { put(word, size); continue; }
    // Longer than a line: on a line of its own, cut into whole lines (at least one character each).
    if (current) { lines.push(current); current = ''; }
    let piece = '';
    let pieceSize = 0;
    for (const char of word) {
      const charSize = measure(char);
      if (piece && pieceSize + charSize > width) { lines.push(piece); piece = ''; pieceSize = 0; }
      piece += char;
      pieceSize += charSize;
    }
    current = piece;
    used = pieceSize;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  if (maxLines < 1) return [];
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = markCut(kept[maxLines - 1], width, ellipsis, measure);
  return kept;
}

/** A line shortened so that the cut's mark fits after it: whole words dropped first, characters of a lone word last. */
function markCut(line: string, width: number, ellipsis: string, measure: (text: string) => number): string {
  const words = line.split(' ');
  while (words.length > 1 && measure(`${words.join(' ')}${ellipsis}`) > width) words.pop();
  const chars = Array.from(words.join(' '));
  while (chars.length > 1 && measure(`${chars.join('')}${ellipsis}`) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ellipsis}`;
}
