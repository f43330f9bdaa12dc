import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { getImageStore } from '@/lib/images/store';
import { masterSchema } from '@/lib/masters/schema';
import { MASTER_SERVICES } from '@/features/masters/services/registry';
import { deleteMaster, saveMaster } from '@/features/masters/services/save-master';

beforeAll(async () => {
  process.env.KILAU_DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'kilau-katalog-'));
});
const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const png = async () => new File([new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d97706' } }).png().toBuffer())], 'cincin.png', { type: 'image/png' });
const stored = async () => ((await db().execute(sql`select count(*)::int as n from katalog_kategori`)).rows[0] as { n: number }).n;

describe('catalogue lists', () => {
  it('stores an uploaded image re-encoded under the folder and shop, replaces it on edit and removes it on delete', async () => {
    const value = masterSchema('kategori-katalog').parse({ kode_kategori: 'anting', title: 'Anting', warna: '#B45309', gambar: await png() });
    await saveMaster({ ctx: owner, input: { id: 'kategori-katalog', value } });
    const row = await MASTER_SERVICES['kategori-katalog'].find(db(), owner, 'ANTING');
    expect(row).toMatchObject({ title: 'Anting', warna: '#b45309', gambar_name: 'cincin.png' });
    expect(String(row!.gambar)).toMatch(/^KATEGORI\/PUSAT\/[A-Za-z0-9]{16}\.jpg$/);
    const first = await getImageStore().get(String(row!.gambar));
    expect((await sharp(first!).metadata()).format).toBe('jpeg');

    const edit = masterSchema('kategori-katalog', 'edit').parse({ kode_kategori: 'ANTING', title: 'Anting Emas', warna: '#b45309', gambar: await png() });
    await saveMaster({ ctx: owner, input: { id: 'kategori-katalog', key: 'ANTING', value: edit } });
    const edited = await MASTER_SERVICES['kategori-katalog'].find(db(), owner, 'ANTING');
    expect(edited!.gambar).not.toBe(row!.gambar);
    expect(await getImageStore().get(String(row!.gambar))).toBeNull();

    // An edit without a new image keeps the stored one.
    const keep = masterSchema('kategori-katalog', 'edit').parse({ kode_kategori: 'ANTING', title: 'Anting', warna: '#b45309', gambar: new File([], '') });
    await saveMaster({ ctx: owner, input: { id: 'kategori-katalog', key: 'ANTING', value: keep } });
    expect((await MASTER_SERVICES['kategori-katalog'].find(db(), owner, 'ANTING'))!.gambar).toBe(edited!.gambar);

    await deleteMaster({ ctx: owner, input: { id: 'kategori-katalog', key: 'ANTING' } });
    expect(await getImageStore().get(String(edited!.gambar))).toBeNull();
  });

  it('refuses a text file named .jpg on the image field and stores nothing', async () => {
    const before = await stored();
    const fake = new File([new TextEncoder().encode('not an image at all')], 'foto.jpg', { type: 'image/jpeg' });
    const value = masterSchema('kategori-katalog').parse({ kode_kategori: 'PALSU', title: 'Palsu', warna: '#000000', gambar: fake });
    await expect(saveMaster({ ctx: owner, input: { id: 'kategori-katalog', value } })).rejects.toMatchObject({ messageKey: 'imageInvalid', field: 'gambar' });
    expect(await stored()).toBe(before);
    await expect(fs.readdir(path.join(process.env.KILAU_DATA_DIR!, 'images', 'KATEGORI', 'PUSAT'))).resolves.not.toContainEqual(expect.stringMatching(/^(?!demo)/));
  });

  it('applies the catalogue rules of §5', () => {
    const messages = (id: Parameters<typeof masterSchema>[0], input: Record<string, unknown>) => masterSchema(id).safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages('kategori-katalog', { kode_kategori: 'A', title: 'A' })).toEqual(['warnaRequired', 'gambarKategoriRequired']);
    expect(messages('kontak-admin-katalog', { kode_admin: 'A' })).toEqual(['namaAdminRequired', 'noHpRequired']);
    expect(messages('kontak-admin-katalog', { kode_admin: 'A', nama_admin: 'B', no_hp: '0812345' })).toEqual(['noHpInvalid']);
    expect(masterSchema('kontak-admin-katalog').parse({ kode_admin: 'a1', nama_admin: 'B', no_hp: '081234567890' }).kode_admin).toBe('A1');
  });
});
