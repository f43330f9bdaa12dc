import sharp from 'sharp';
import { ValidationError } from '@/lib/errors/app-error';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from './limits';

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS };

/** The spec's sizes (§9): app images fit 720×1366, splash screens 1241×2348; both JPEG quality 50. */
export const IMAGE_SIZES = { app: { width: 720, height: 1366 }, splash: { width: 1241, height: 2348 } } as const;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it: rotated upright, shrunk to fit
 * the size, JPEG quality 50, metadata dropped. Anything that is not a readable picture is refused with a message key.
 */
export async function processUpload(bytes: Buffer, size: keyof typeof IMAGE_SIZES): Promise<Buffer> {
  if (bytes.length === 0) throw ValidationError('imageRequired');
  if (bytes.length > MAX_UPLOAD_BYTES) throw ValidationError('imageTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw ValidationError('imageInvalid');
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) throw ValidationError('imageInvalid');
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) throw ValidationError('imageTooManyPixels', { mp: MAX_UPLOAD_PIXELS / 1_000_000 });
  try {
    return await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...IMAGE_SIZES[size], fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 50, mozjpeg: true })
      .toBuffer();
  } catch {
    throw ValidationError('imageInvalid');
  }
}
