import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { processUpload } from '@/lib/images/process-upload';
import { photosDir } from '@/lib/storage/photos';

/**
 * A pledged item's photo, checked and re-encoded like an item's (sharp: upright, within 720×1366, JPEG), written under
 * `<data>/photos/gadai/<shop>/` before the loan's transaction; the caller discards it when the transaction fails.
 */
export async function storeLoanPhoto(kodeToko: string, file: File): Promise<string> {
  const jpeg = await processUpload(Buffer.from(await file.arrayBuffer()), 'app');
  const relative = path.posix.join('gadai', kodeToko.replace(/[^A-Za-z0-9_-]/g, '_'), `${randomUUID()}.jpg`);
  const target = path.join(photosDir(), relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, jpeg);
  return relative;
}

/** Removes photos written for a loan that was refused or replayed; a missing file is no error. */
export async function discardLoanPhotos(relatives: readonly (string | undefined)[]): Promise<void> {
  for (const relative of relatives) if (relative?.startsWith('gadai/')) await fs.rm(path.join(photosDir(), relative), { force: true });
}
