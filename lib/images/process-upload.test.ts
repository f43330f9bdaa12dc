import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, MAX_UPLOAD_BYTES, processUpload } from './process-upload';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 150, b: 40, alpha: 0.5 } } })[format]().toBuffer();

describe('processUpload', () => {
  it('re-encodes any picture as a JPEG that fits the spec size, keeping small ones small', async () => {
    const out = await processUpload(await picture(3000, 3000, 'webp'), 'app');
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([IMAGE_SIZES.app.width, IMAGE_SIZES.app.width]);
    const small = await sharp(await processUpload(await picture(200, 100), 'splash')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['jpeg', 200, 100]);
  });

  it('refuses by content: text named like a picture, a truncated picture, nothing, too many bytes or pixels', async () => {
    await expect(processUpload(Buffer.from('this is not a jpeg'), 'app')).rejects.toMatchObject({ messageKey: 'imageInvalid' });
    const png = await picture(400, 400);
    await expect(processUpload(png.subarray(0, 60), 'app')).rejects.toMatchObject({ messageKey: 'imageInvalid' });
    await expect(processUpload(Buffer.alloc(0), 'app')).rejects.toMatchObject({ messageKey: 'imageRequired' });
    await expect(processUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'app')).rejects.toMatchObject({ messageKey: 'imageTooLarge' });
    // A tiny file claiming 10000×10000 pixels (a decompression bomb) is refused before it is decoded.
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(processUpload(huge, 'app')).rejects.toMatchObject({ messageKey: 'imageTooManyPixels' });
  });
});
