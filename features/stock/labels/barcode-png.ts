import 'server-only';
import { crc32, deflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/generic';

/**
 * §9 "Barcode CODE128, width 2, height 40": the old screen's barcode options (width = pixels per module, height = bar
 * pixels). bwip-js encodes the text (its `raw` answer: the bar and space widths in modules, `sbs`); the pixels are
 * laid out here at exactly 2 px a module and 40 px high. bwip-js's own PNG renderer (toBuffer with scaleX 2, scaleY 2,
 * height 6.9 mm for 40 px) draws the same picture but costs ~5 ms a label, which 1,000 labels cannot afford.
 */
export const BARCODE_OPTIONS = { bcid: 'code128', moduleWidth: 2, height: 40 } as const;

/** CODE128 bar and space widths in modules, starting with a bar. */
export function encodeCode128(text: string): number[] {
  const [encoded] = bwipjs.raw({ bcid: BARCODE_OPTIONS.bcid, text }) as unknown as { sbs: number[] }[];
  return encoded.sbs;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The barcode as a 1-bit greyscale PNG, black bars on white, 2 px a module, 40 px high. */
export function code128Png(text: string): Buffer {
  const widths = encodeCode128(text);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const width = modules * BARCODE_OPTIONS.moduleWidth;
  const rowBytes = Math.ceil(width / 8);
  const row = Buffer.alloc(1 + rowBytes, 0xff);
  row[0] = 0; // filter: none
  let x = 0;
  widths.forEach((span, index) => {
    const pixels = span * BARCODE_OPTIONS.moduleWidth;
    if (index % 2 === 0) for (let p = x; p < x + pixels; p++) row[1 + (p >> 3)] &= ~(0x80 >> (p & 7));
    x += pixels;
  });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(BARCODE_OPTIONS.height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.concat(Array.from({ length: BARCODE_OPTIONS.height }, () => row));
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
