import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isImageKey, LocalDiskStore } from './store';

describe('LocalDiskStore', () => {
  it('stores, reads and removes by key, and never leaves its folder', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kilau-images-'));
    const store = new LocalDiskStore(root);
    await store.put('KATEGORI/PUSAT/abc123.jpg', Buffer.from('x'));
    expect((await store.get('KATEGORI/PUSAT/abc123.jpg'))?.toString()).toBe('x');
    await store.remove('KATEGORI/PUSAT/abc123.jpg');
    expect(await store.get('KATEGORI/PUSAT/abc123.jpg')).toBeNull();
    for (const key of ['../etc/passwd.jpg', '/abs/x.jpg', 'KATEGORI/../../x.jpg', 'KATEGORI/a.exe', 'x.jpg']) expect(isImageKey(key)).toBe(false);
    await expect(store.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow();
    expect(isImageKey('SPLASHSCREEN/MEMBER.png')).toBe(true);
  });
});
