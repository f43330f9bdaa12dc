import 'server-only';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { MAX_IMPORT_FILE_BYTES } from '@/lib/images/limits';

export type SheetRow = { line: number; values: Record<string, string> };

/** §5: headers lowercased, spaces turned into underscores ("Nama Barang" → nama_barang). */
export const headerKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '_');

const MB = 1024 * 1024;

/**
 * What one import may cost the server, whatever the file holds (issue 25 point 6: a 4.9 MB file of 1,000,000 rows once
 * took 1.9 GB and blocked every request for 9 s). The file is read as a stream and never unpacked whole: a spreadsheet is
 * a zip whose parts may unpack a thousand times larger (a zip bomb), so what a part unpacks to is counted as it is read.
 */
export const SHEET_LIMITS = {
  /** The file as uploaded (the edge refuses a larger form before it is read). */
  fileBytes: MAX_IMPORT_FILE_BYTES,
  /** What the sheet or its shared strings may unpack to before the row limit is reached (10,000 full rows: about 10 MB). */
  partBytes: 32 * MB,
  /** The workbook's small parts (its list of sheets and their links). */
  smallPartBytes: MB,
  /** Files inside the zip. */
  entries: 1_000,
  /** Characters kept of one cell: the longest value a column takes is 100 (nama_barang), anything longer is refused anyway. */
  cellChars: 200,
  /** Text read between two pauses, so other users' requests run in between. */
  chunkChars: 64 * 1024,
};

export type SheetOptions = {
  /** Data rows (not counting the header and empty rows) beyond which the file is refused with importTerlaluBanyak. */
  maxRows: number;
  /** The header keys kept (the other columns are never stored). */
  columns: readonly string[];
};

const tooManyRows = (maxRows: number) => ValidationError('importTerlaluBanyak', { max: maxRows });
const fileTooLarge = () => ValidationError('importFileTerlaluBesar', { mb: SHEET_LIMITS.fileBytes / MB });
const unpacksTooLarge = () => ValidationError('importIsiTerlaluBesar', { mb: SHEET_LIMITS.partBytes / MB });
const badFormat = () => ValidationError('importFormat');
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of an uploaded .xlsx (its first sheet) or .csv: the first row that is not empty names the columns; every
 * later row that is not empty is one item, with its line number in the file (the header is line 1), holding only the
 * columns `columns` names. CSV cells are read as written (no number conversion), so "1,250" and "001" reach the schema as
 * typed; xlsx numbers as JavaScript writes them (1.25 → "1.25"), rich text joined, formulas by their result.
 *
 * Refuses, without reading further, a file over SHEET_LIMITS.fileBytes, a part unpacking past partBytes and the
 * (maxRows + 1)th data row; reads in chunks with a pause between them, so a large file never blocks other requests.
 */
export async function readSheet(fileName: string, bytes: Buffer, options: SheetOptions): Promise<SheetRow[]> {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.xlsx') && !lower.endsWith('.csv')) throw badFormat();
  if (bytes.length > SHEET_LIMITS.fileBytes) throw fileTooLarge();
  try {
    return lower.endsWith('.csv') ? await readCsv(bytes, options) : await readXlsx(bytes, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A broken zip, XML or text: the file is not a spreadsheet we can read.
    throw badFormat();
  }
}

/** Collects rows: the first row with any text is the header; then keeps the named columns of each row, up to maxRows. */
class RowCollector {
  readonly rows: SheetRow[] = [];
  private keep: Map<number, string> | null = null;
  constructor(private readonly options: SheetOptions) {}

  get hasHeader() {
    return this.keep !== null;
  }

  /** The header's cells by column index; keeps the columns whose key is one of `columns`. */
  setHeader(cells: Map<number, string>) {
    this.keep = new Map();
    for (const [column, text] of cells) {
      const key = headerKey(text);
      if (this.options.columns.includes(key)) this.keep.set(column, key);
    }
  }

  isKept(column: number) {
    return this.keep === null || this.keep.has(column);
  }

  /** One data row that has text somewhere (even in a column not kept). */
  add(line: number, cells: Map<number, string>) {
    if (this.rows.length >= this.options.maxRows) throw tooManyRows(this.options.maxRows);
    const values: Record<string, string> = {};
    for (const [column, key] of this.keep!) values[key] = cells.get(column) ?? '';
    this.rows.push({ line, values });
  }
}

const cap = (text: string) => (text.length > SHEET_LIMITS.cellChars ? text.slice(0, SHEET_LIMITS.cellChars) : text);

/** RFC 4180 CSV, comma-separated, in UTF-8 (a byte-order mark is dropped); a quoted cell may hold commas, quotes ("") and line breaks. */
async function readCsv(bytes: Buffer, options: SheetOptions): Promise<SheetRow[]> {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const collector = new RowCollector(options);
  let line = 1;
  let cells = new Map<number, string>();
  let column = 0;
  let cell = '';
  let quoted = false;
  let hasText = false;
  const endCell = () => {
    if (cell.trim() !== '') hasText = true;
    if (collector.isKept(column)) cells.set(column, cell);
    column++;
    cell = '';
    quoted = false;
  };
  const endRow = () => {
    endCell();
    if (hasText) {
      if (collector.hasHeader) collector.add(line, cells);
      else collector.setHeader(cells);
    }
    line++;
    cells = new Map();
    column = 0;
    hasText = false;
  };
  let i = 0;
  let nextPause = SHEET_LIMITS.chunkChars;
  while (i < text.length) {
    if (i >= nextPause) {
      await pause();
      nextPause = i + SHEET_LIMITS.chunkChars;
    }
    const char = text[i];
    if (char === '"' && cell === '' && !quoted) {
      // A quoted cell: up to the closing quote, "" being one quote.
      quoted = true;
      let at = i + 1;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close === -1) throw badFormat();
        cell = cap(cell + text.slice(at, close));
        if (text[close + 1] !== '"') {
          at = close + 1;
          break;
        }
        cell = cap(`${cell}"`);
        at = close + 2;
      }
      i = at;
    } else if (char === ',') {
      endCell();
      i++;
    } else if (char === '\n' || char === '\r') {
      endRow();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Plain text up to the next comma or line break.
      let end = i;
      while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
      if (cell.length < SHEET_LIMITS.cellChars) cell = cap(cell + text.slice(i, end));
      i = end;
    }
  }
  if (cell !== '' || quoted || column > 0) endRow();
  return collector.rows;
}

// ── xlsx ─────────────────────────────────────────────────────────────────────────────────────────────────────────

type ZipEntry = { method: number; compressedSize: number; size: number; offset: number };

/** The zip's central directory (the list at its end), read from the bytes in memory: names, methods and sizes. */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) throw badFormat();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > SHEET_LIMITS.entries) throw unpacksTooLarge();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw badFormat();
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const entry = {
      method: bytes.readUInt16LE(at + 10), compressedSize: bytes.readUInt32LE(at + 20), size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    // Encrypted parts cannot be read; a part of 4 GB or more (zip64) is far past every limit.
    if (flags & 1) throw badFormat();
    entries.set(name.replace(/^\/+/, ''), entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** A part's packed bytes (a view of the upload, not a copy). */
function packedBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw badFormat();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw badFormat();
  if (entry.method !== 0 && entry.method !== 8) throw badFormat();
  return bytes.subarray(start, start + entry.compressedSize);
}

/** A small part unpacked whole, refused past smallPartBytes. */
function smallPart(bytes: Buffer, entry: ZipEntry | undefined): string | null {
  if (!entry) return null;
  if (entry.size > SHEET_LIMITS.smallPartBytes) throw unpacksTooLarge();
  const packed = packedBytes(bytes, entry);
  if (entry.method === 0) return packed.toString('utf8');
  try {
    return inflateRawSync(packed, { maxOutputLength: SHEET_LIMITS.smallPartBytes }).toString('utf8');
  } catch (error) {
    if (error instanceof RangeError) throw unpacksTooLarge();
    throw error;
  }
}

/**
 * Feeds a part's XML to `parser` chunk by chunk, unpacking as it goes, and stops as soon as `done()` says so; refuses a
 * part once it has unpacked past partBytes, whatever its header claims. Each chunk is a turn of the event loop.
 */
async function streamPart(bytes: Buffer, entry: ZipEntry, parser: SaxesParser, done: () => boolean): Promise<void> {
  // Not refused for the size its header claims: a sheet of 1,000,000 rows claims 90 MB, and its user is better told
  // that it has more than 10,000 rows, which is found after about 1 MB. Only what is actually unpacked counts.
  const packed = packedBytes(bytes, entry);
  const decoder = new TextDecoder('utf-8');
  let unpacked = 0;
  const feed = (chunk: Buffer) => {
    unpacked += chunk.length;
    if (unpacked > SHEET_LIMITS.partBytes) throw unpacksTooLarge();
    parser.write(decoder.decode(chunk, { stream: true }));
  };
  if (entry.method === 0) {
    for (let at = 0; at < packed.length && !done(); at += SHEET_LIMITS.chunkChars) {
      feed(packed.subarray(at, at + SHEET_LIMITS.chunkChars));
      await pause();
    }
  } else {
    const inflate = createInflateRaw({ chunkSize: SHEET_LIMITS.chunkChars });
    inflate.end(packed);
    try {
      for await (const chunk of inflate) {
        feed(chunk as Buffer);
        if (done()) break;
      }
    } finally {
      inflate.destroy();
    }
  }
  if (!done()) parser.write(decoder.decode());
}

/** The path of a relationship's target, from the folder of the part that names it (xl/). */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

/** The first sheet of the workbook and its shared-strings part (the usual names when the workbook does not say). */
function workbookParts(bytes: Buffer, entries: Map<string, ZipEntry>): { sheet: string; sharedStrings: string } {
  let firstSheetId: string | undefined;
  const workbook = smallPart(bytes, entries.get('xl/workbook.xml'));
  if (workbook) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (firstSheetId === undefined && tag.name === 'sheet') {
        firstSheetId = Object.entries(tag.attributes).find(([name]) => name === 'r:id' || name.endsWith(':id'))?.[1] as string | undefined;
      }
    });
    parser.write(workbook).close();
  }
  let sheet = 'xl/worksheets/sheet1.xml';
  let sharedStrings = 'xl/sharedStrings.xml';
  const rels = smallPart(bytes, entries.get('xl/_rels/workbook.xml.rels'));
  if (rels) {
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => {
      if (tag.name !== 'Relationship') return;
      const { Id: id, Target: target, Type: type } = tag.attributes as Record<string, string | undefined>;
      if (!target) return;
      if (firstSheetId !== undefined && id === firstSheetId) sheet = partPath(target);
      if (type?.endsWith('/sharedStrings')) sharedStrings = partPath(target);
    });
    parser.write(rels).close();
  }
  return { sheet, sharedStrings };
}

/** "AB12" → 27 (0-based column of a cell reference). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A cell as read from the sheet: text, or the index of a shared string still to look up. */
type RawCell = string | { shared: number };

/**
 * Reads the sheet's rows in order and hands each one with text to `onRow` (its line, and its cells of the columns
 * `keep` accepts), until `onRow` answers false or the sheet ends.
 */
async function scanSheet(bytes: Buffer, entry: ZipEntry, keep: (column: number) => boolean,
  onRow: (line: number, cells: Map<number, RawCell>) => boolean): Promise<void> {
  const parser = new SaxesParser();
  let stopped = false;
  let line = 0;
  let cells = new Map<number, RawCell>();
  let hasText = false;
  let column = -1;
  let type = 'n';
  let value = '';
  let capturing = false;
  let phonetic = false;
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string | undefined>;
    switch (tag.name) {
      case 'row':
        line = attributes.r ? Number(attributes.r) : line + 1;
        cells = new Map();
        hasText = false;
        column = -1;
        break;
      case 'c':
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        type = attributes.t ?? 'n';
        value = '';
        break;
      case 'v':
        capturing = true;
        break;
      case 't':
        capturing = type === 'inlineStr' && !phonetic;
        break;
      case 'rPh':
        phonetic = true;
        break;
    }
  });
  parser.on('text', (text) => {
    if (capturing && value.length <= SHEET_LIMITS.cellChars) value = cap(value + text);
  });
  parser.on('closetag', (tag) => {
    switch (tag.name) {
      case 'v':
      case 't':
        capturing = false;
        break;
      case 'rPh':
        phonetic = false;
        break;
      case 'c': {
        let cell: RawCell;
        if (type === 's') cell = value.trim() === '' ? '' : { shared: Number(value) };
        else if (type === 'b') cell = value === '' ? '' : String(value === '1');
        else if (type === 'e') cell = '';
        else if (type === 'n') cell = value.trim() === '' ? '' : String(Number(value));
        else if (type === 'd') cell = value.slice(0, 10);
        else cell = value; // str (a formula's text) and inlineStr
        if (cell !== '') hasText = true;
        if (cell !== '' && keep(column)) cells.set(column, cell);
        break;
      }
      case 'row':
        if (hasText && !stopped && !onRow(line, cells)) stopped = true;
        break;
    }
  });
  await streamPart(bytes, entry, parser, () => stopped);
}

/** The texts of the shared strings `wanted` names (a rich text's runs joined, phonetic guides left out); stops after the last one. */
async function sharedStrings(bytes: Buffer, entry: ZipEntry | undefined, wanted: Set<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  if (!entry) throw badFormat();
  let last = 0;
  for (const index of wanted) last = Math.max(last, index);
  const parser = new SaxesParser();
  let index = 0;
  let text = '';
  let capturing = false;
  let phonetic = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') text = '';
    else if (tag.name === 't') capturing = !phonetic;
    else if (tag.name === 'rPh') phonetic = true;
  });
  parser.on('text', (chunk) => {
    if (capturing && wanted.has(index) && text.length <= SHEET_LIMITS.cellChars) text = cap(text + chunk);
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') capturing = false;
    else if (tag.name === 'rPh') phonetic = false;
    else if (tag.name === 'si') {
      if (wanted.has(index)) found.set(index, text);
      index++;
    }
  });
  await streamPart(bytes, entry, parser, () => index > last);
  if (index <= last) throw badFormat();
  return found;
}

/**
 * The first sheet of an .xlsx in three short reads and one long one: the header row, its shared strings, then the rows
 * (only the columns named by the header that `columns` lists, stopping at row maxRows + 1), then the shared strings
 * those rows use. Nothing is kept that the import will not read.
 */
async function readXlsx(bytes: Buffer, options: SheetOptions): Promise<SheetRow[]> {
  const entries = zipEntries(bytes);
  const parts = workbookParts(bytes, entries);
  const sheet = entries.get(parts.sheet);
  if (!sheet) throw badFormat();
  const sharedPart = entries.get(parts.sharedStrings);
  const resolve = (cells: Map<number, RawCell>, texts: Map<number, string>) =>
    new Map([...cells].map(([column, cell]) => [column, typeof cell === 'string' ? cell : texts.get(cell.shared) ?? '']));
  const sharedOf = (cells: Iterable<RawCell>) => [...cells].flatMap((cell) => (typeof cell === 'string' ? [] : [cell.shared]));

  let header: { line: number; cells: Map<number, RawCell> } | undefined;
  await scanSheet(bytes, sheet, () => true, (line, cells) => {
    header = { line, cells };
    return false;
  });
  if (!header) return [];
  const collector = new RowCollector(options);
  collector.setHeader(resolve(header.cells, await sharedStrings(bytes, sharedPart, new Set(sharedOf(header.cells.values())))));

  const rows: { line: number; cells: Map<number, RawCell> }[] = [];
  await scanSheet(bytes, sheet, (column) => collector.isKept(column), (line, cells) => {
    if (line <= header!.line) return true;
    if (rows.length >= options.maxRows) throw tooManyRows(options.maxRows);
    rows.push({ line, cells });
    return true;
  });
  const texts = await sharedStrings(bytes, sharedPart, new Set(rows.flatMap((row) => sharedOf(row.cells.values()))));
  for (const row of rows) collector.add(row.line, resolve(row.cells, texts));
  return collector.rows;
}
