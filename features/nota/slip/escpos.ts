import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { slipText, type SlipLine } from './layout';

const options = (columns: number) => ({ language: 'esc-pos' as const, columns, newline: '\n' as const, feedBeforeCut: 4 });

/**
 * The narrowest CODE128 a receipt printer draws is 2 dots a module: a loan number of 20 characters (255 modules) is
 * 510 dots, more than 58 mm paper's 384 but within 80 mm's 576. On 58 mm the number printed above it is all there is.
 */
const BARCODE_MIN_COLUMNS = 48;

/** Lines as ESC/POS text in code page 437 (the one every ESC/POS printer has; a character outside it prints as "?"). */
function encodeLines(lines: SlipLine[], columns: number): Uint8Array {
  let out = new ReceiptPrinterEncoder(options(columns)).codepage('cp437');
  for (const line of lines) {
    if (line.barcode) {
      if (columns >= BARCODE_MIN_COLUMNS) out = out.align('center').barcode(line.text, 'code128', { height: 60, width: 1, text: 'none' }).align('left');
      continue;
    }
    const text = slipText(line, columns);
    // Centred by padding here: the encoder's own alignment does the same with spaces, several times slower.
    const padded = line.center ? ' '.repeat(Math.max(0, Math.floor((columns - text.length) / 2))) + text : text;
    out = line.bold ? out.bold(true).line(padded).bold(false) : out.line(padded);
  }
  return out.encode();
}

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) { bytes.set(part, at); at += part.length; }
  return bytes;
}

/**
 * The copies as ESC/POS bytes for a receipt printer of `columns` characters: initialise, each copy's lines, a few blank
 * lines to bring the last one past the cutter, then the cut command (GS V) after each copy. Copies share their body:
 * it is encoded once (a slip of two copies costs little more than one).
 */
export function encodeSlip(copies: SlipLine[][], columns: number): Uint8Array {
  const encoded = new Map<string, Uint8Array>();
  const encodeRun = (lines: SlipLine[]) => {
    // A run shared by several copies (the body) is encoded once.
    const key = lines.map((line) => `${line.bold ? 'B' : ''}${line.center ? 'C' : ''}${line.barcode ? 'K' : ''}|${line.text}|${line.right ?? ''}`).join('\n');
    let bytes = encoded.get(key);
    if (!bytes) encoded.set(key, (bytes = encodeLines(lines, columns)));
    return bytes;
  };
  const init = new ReceiptPrinterEncoder(options(columns)).initialize().encode();
  const cut = new ReceiptPrinterEncoder(options(columns)).cut('full').encode();
  const parts: Uint8Array[] = [init];
  for (const copy of copies) {
    for (const run of runsOf(copy, copies)) parts.push(encodeRun(run));
    parts.push(cut);
  }
  return concat(parts);
}

/** A copy cut into runs: lines every copy shares (the body, by identity) and the copy's own lines (label, terms). */
function runsOf(copy: SlipLine[], copies: SlipLine[][]): SlipLine[][] {
  const shared = (line: SlipLine) => copies.every((other) => other.includes(line));
  const runs: SlipLine[][] = [];
  for (const line of copy) {
    const last = runs.at(-1);
    if (last && shared(last[0]) === shared(line)) last.push(line);
    else runs.push([line]);
  }
  return runs;
}
