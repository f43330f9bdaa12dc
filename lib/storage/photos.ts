import fs from 'node:fs/promises';
import path from 'node:path';

/** Item photos live under <data dir>/photos; a stored path is relative to it. */
export function photosDir(): string {
  return path.resolve(process.env.KILAU_DATA_DIR ?? 'data', 'photos');
}

/** The photo's bytes, or null when it is missing or the path would leave the photo folder. */
export async function readPhoto(relativePath: string | null): Promise<Buffer | null> {
  if (!relativePath) return null;
  const root = photosDir();
  const file = path.resolve(root, relativePath);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.readFile(file).catch(() => null);
}

let placeholder: Promise<Buffer> | undefined;
/** The image a receipt shows for an item without a photo (§7: a placeholder on failure). */
export function readPlaceholderPhoto(): Promise<Buffer> {
  placeholder ??= fs.readFile(path.resolve(process.cwd(), 'public/images/no-photo.png'));
  return placeholder;
}
