import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { processUpload } from '@/lib/images/process-upload';
import { photosDir } from '@/lib/storage/photos';

/**
 * An item's photo, checked and re-encoded like the catalogue's pictures (sharp: upright, within 720×1366, JPEG quality 50),
 * written under `<data>/photos/items/<shop>/` with a name of its own; the stored path is relative to the photo folder,
 * as the receipts read it. Written before the item's transaction: the caller discards it when the transaction fails.
 */
export async function storeItemPhoto(kodeToko: string, file: File): Promise<string> {
  const jpeg = await processUpload(Buffer.from(await file.arrayBuffer()), 'app');
  const relative = path.posix.join('items', kodeToko.replace(/[^A-Za-z0-9_-]/g, '_'), `${randomUUID()}.jpg`);
  const target = path.join(photosDir(), relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, jpeg);
  return relative;
}

/** Removes a stored photo (one written for a save that failed, or one an edit replaced); a missing file is no error. */
export async function discardItemPhoto(relative: string | null | undefined): Promise<void> {
  if (!relative || !relative.startsWith('items/')) return;
  await fs.rm(path.join(photosDir(), relative), { force: true });
}
