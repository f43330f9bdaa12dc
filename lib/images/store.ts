import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where catalogue images live. Keys are relative paths like `KATEGORI/PUSAT/ab12….jpg` or `SPLASHSCREEN/MEMBER.png`;
 * the local disk is the default and an S3-compatible store only has to implement these three calls.
 */
export interface ImageStore {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.(?:jpg|png)$/;

/** A key the store accepts: folders and a file name of safe characters, never `..` or an absolute path. */
export function isImageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 200;
}

export class LocalDiskStore implements ImageStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isImageKey(key)) throw new Error(`not an image key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isImageKey(key)) return null;
    return fs.readFile(this.file(key)).catch(() => null);
  }

  async remove(key: string): Promise<void> {
    if (!isImageKey(key)) return;
    await fs.rm(this.file(key), { force: true });
  }
}

let store: ImageStore | undefined;
/** The installation's store: the local disk under <data dir>/images. */
export function getImageStore(): ImageStore {
  store ??= new LocalDiskStore(path.resolve(process.env.KILAU_DATA_DIR ?? 'data', 'images'));
  return store;
}
