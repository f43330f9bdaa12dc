import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { addItem } from './add-item';
import { updateItem } from './update-item';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
let dataDir: string;
const previous = process.env.KILAU_DATA_DIR;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kilau-photos-'));
  process.env.KILAU_DATA_DIR = dataDir;
});
// Each test starts with no item photos, as its database starts with the demo only.
beforeEach(() => fs.rm(path.join(dataDir, 'photos/items'), { recursive: true, force: true }));
afterAll(async () => {
  process.env.KILAU_DATA_DIR = previous;
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A 2000×1000 PNG, as a phone camera might send after cropping. */
const picture = async () => new File([new Uint8Array(await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#d4a017' } }).png().toBuffer())], 'cincin.png', { type: 'image/png' });
const storedFiles = async () => (await fs.readdir(path.join(dataDir, 'photos/items/CAB01')).catch(() => [] as string[])).sort();
const photoOf = async (code: string) => (await db().execute(sql`select photo_path from barang where kode_barcode = ${code}`)).rows[0]?.photo_path as string | null;
const form = (over: { nama_barang: string; idempotencyKey: string } & Record<string, unknown>) => ({
  kode_group: 'CC', kode_dept: 'P18', berat: '2,500', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1', ...over,
});

describe('item photos', () => {
  it('stores the photo shrunk to 720 px wide as JPEG, once for a replayed save, and none for a refused one', async () => {
    const photo = await picture();
    const input = form({ kode_barcode: 'FOTO-1', nama_barang: 'Cincin Foto Satu', idempotencyKey: 'photo-key-1', photo });
    await addItem({ ctx: kasir, input });
    await addItem({ ctx: kasir, input: { ...input, photo: await picture() } });
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(await photoOf('FOTO-1')).toBe(`items/CAB01/${files[0]}`);
    const meta = await sharp(path.join(dataDir, 'photos', (await photoOf('FOTO-1'))!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 360]);

    // The name is taken: refused, and its photo is not kept.
    await expect(addItem({ ctx: kasir, input: form({ nama_barang: 'Cincin Foto Satu', idempotencyKey: 'photo-key-2', photo: await picture() }) }))
      .rejects.toMatchObject({ messageKey: 'barangNamaSudahAda' });
    expect(await storedFiles()).toEqual(files);
  });

  it('an edit replaces the photo and removes the one it replaced; a file that is no picture is refused', async () => {
    await addItem({ ctx: kasir, input: form({ kode_barcode: 'FOTO-2', nama_barang: 'Cincin Foto Dua', idempotencyKey: 'photo-key-3', photo: await picture() }) });
    const [first] = await storedFiles();
    await updateItem({ ctx: kasir, input: { kode_barcode: 'FOTO-2', nama_barang: 'Cincin Foto Dua', photo: await picture() } });
    const after = await storedFiles();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
    expect(await photoOf('FOTO-2')).toBe(`items/CAB01/${after[0]}`);
    await expect(updateItem({ ctx: kasir, input: { kode_barcode: 'FOTO-2', nama_barang: 'Cincin Foto Dua', photo: new File(['not a picture'], 'x.jpg') } }))
      .rejects.toMatchObject({ messageKey: 'imageInvalid' });
    expect(await storedFiles()).toEqual(after);
  });
});
