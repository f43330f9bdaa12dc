import { inflateSync } from 'node:zlib';
import { BinaryBitmap, Code128Reader, GlobalHistogramBinarizer, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { code128Png, encodeCode128 } = await import('./barcode-png');

/** The PNG's size and greys, read back from its chunks (1-bit greyscale, no filter, as code128Png writes it). */
function readPng(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([1, 0]);
  let offset = 8;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rowBytes = 1 + Math.ceil(width / 8);
  // A white quiet zone of 20 px each side, as the label's margin gives a scanner.
  const quiet = 20;
  const full = width + 2 * quiet;
  const greys = new Uint8ClampedArray(full * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (raw[y * rowBytes + 1 + (x >> 3)] >> (7 - (x & 7))) & 1;
      greys[y * full + quiet + x] = bit ? 255 : 0;
    }
  }
  return { width, height, greys, full };
}

describe('code128Png', () => {
  it('draws §9 CODE128 at 2 px a module and 40 px high, and a scanner reads it back', () => {
    for (const text of ['CAB01-000123', 'BRC0001', 'k01/ab 9']) {
      const png = code128Png(text);
      const { width, height, greys, full } = readPng(png);
      const modules = encodeCode128(text).reduce((sum, span) => sum + span, 0);
      expect(width).toBe(modules * 2);
      expect(height).toBe(40);
      const source = new RGBLuminanceSource(greys, full, height);
      const result = new Code128Reader().decode(new BinaryBitmap(new GlobalHistogramBinarizer(source)));
      expect(result.getText()).toBe(text);
    }
  });

  it('encodes CODE128 with its start, check and stop characters (11 modules each, stop 13)', () => {
    // "AB": start B + A + B + check = 4 × 11, stop 13.
    expect(encodeCode128('AB').reduce((sum, span) => sum + span, 0)).toBe(57);
  });
});
