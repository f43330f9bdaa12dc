import { canonicalSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { itemPriceSubject } from '../price-permission';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otorisasi } from '@/features/otorisasi/schema';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { findItemPriceHistory } from './item-price-history';
import { updateItem } from './update-item';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
// The demo's USER-level sales clerk of CAB01 (Agus Pratama), who may edit items on Data Barang.
const sales = contextFor('sales', 'USER', shop);
const kasir = contextFor('kasir', 'KASIR', shop);
const spv = contextFor('spv', 'SPV', shop);
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
type Row = Record<string, unknown>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const itemOf = async (code: string) => (await rows<{ nama_barang: string; harga_tetap: boolean; harga_jual: string; ongkos: string }>(
  sql`select nama_barang, harga_tetap, harga_jual::text, ongkos::text from barang where kode_barcode = ${code}`))[0];
const history = (code: string) => rows(sql`select kolom, sebelum, sesudah, diubah_oleh, disetujui_oleh from riwayat_harga_barang where kode_barcode = ${code} order by id`);
/** A READY per-gram item of CAB01 with a making fee. */
const readyItem = async () => (await rows<{ kode_barcode: string; nama_barang: string; harga_jual: string; ongkos: string }>(sql`
  select kode_barcode, nama_barang, harga_jual::text, ongkos::text from barang
   where kode_toko = 'CAB01' and status = 'READY' and not harga_tetap and ongkos > 0 order by kode_barcode limit 1`))[0];
/** The text PostgreSQL refused a statement with (drizzle wraps it). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(() => null, (reason: { message?: string; cause?: { message?: string } }) => reason);
  return String(error?.cause?.message ?? error?.message ?? 'not refused');
}
const grant = (inputBy: string, keystore: string, subject: GrantSubject, fitur = 'UBAH_HARGA_BARANG') => db().insert(otorisasi).values({
  keystore, kodeToko: 'CAB01', client: 'CAB01', fitur, subject: canonicalSubject(subject), mode: 'MANUAL', status: 'APPROVED', inputBy,
  expiresAt: new Date(Date.now() + 60_000), decidedBy: 'spv', decidedAt: new Date(),
});

describe('updateItem: what makes the price is its own permission (issue 25)', () => {
  it('refuses the USER clerk who sets a fixed price of Rp 1 without a grant, and writes nothing', async () => {
    const item = await readyItem();
    // The replay of CAB01's loss: harga_tetap on, harga_jual Rp 1, by a direct POST of the edit form.
    const attack = { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Uji Harga Satu', harga_tetap: 'on', harga_jual: '1', ongkos: item.ongkos };
    await expect(updateItem({ ctx: sales, input: attack })).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'otorisasiRequired' });
    // ongkos to 0 alone is a price change too; so is a cashier's (KASIR is below the default SPV).
    await expect(updateItem({ ctx: sales, input: { ...attack, harga_tetap: '', harga_jual: '', ongkos: '0' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(updateItem({ ctx: kasir, input: attack })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // A grant for another feature, or another user's, does not open it.
    const rupiahSatu = itemPriceSubject(item.kode_barcode, [
      { kolom: 'harga_tetap', sebelum: 'false', sesudah: 'true' }, { kolom: 'harga_jual', sebelum: item.harga_jual, sesudah: '1' }]);
    await grant('sales', 'WRONG1', rupiahSatu, 'UBAH_HARGA_JUAL');
    await grant('kasir', 'KASIR1', rupiahSatu);
    await expect(updateItem({ ctx: sales, input: { ...attack, keystore: 'WRONG1' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(updateItem({ ctx: sales, input: { ...attack, keystore: 'KASIR1' } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    expect(await itemOf(item.kode_barcode)).toEqual({ nama_barang: item.nama_barang, harga_tetap: false, harga_jual: item.harga_jual, ongkos: item.ongkos });
    expect(await history(item.kode_barcode)).toEqual([]);
  });

  it('lets the clerk change the name freely, and the price with a grant: each field kept as history with its approver', async () => {
    const item = await readyItem();
    // Other edits stay as they were: no grant, no history.
    await updateItem({ ctx: sales, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales', ongkos: item.ongkos } });
    expect(await itemOf(item.kode_barcode)).toMatchObject({ nama_barang: 'Cincin Nama Baru Sales', ongkos: item.ongkos });
    // ongkos not sent: kept as it is (an edit changes only the price it names).
    await updateItem({ ctx: sales, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales' } });
    expect(await itemOf(item.kode_barcode)).toMatchObject({ ongkos: item.ongkos });
    expect(await history(item.kode_barcode)).toEqual([]);

    const approved = itemPriceSubject(item.kode_barcode, [
      { kolom: 'harga_tetap', sebelum: 'false', sesudah: 'true' }, { kolom: 'harga_jual', sebelum: item.harga_jual, sesudah: '2750000' }]);
    await grant('sales', 'K7Q2M9', approved);
    // The grant names Rp 2.750.000: it does not set Rp 1 (issue 25 point 2).
    await expect(updateItem({ ctx: sales, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales', harga_tetap: 'on', harga_jual: '1', ongkos: item.ongkos, keystore: 'K7Q2M9' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiTidakSesuai' });
    await updateItem({ ctx: sales, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales', harga_tetap: 'on', harga_jual: 'Rp. 2.750.000 ,-', ongkos: item.ongkos, keystore: 'k7q2m9' } });
    expect(await itemOf(item.kode_barcode)).toEqual({ nama_barang: 'Cincin Nama Baru Sales', harga_tetap: true, harga_jual: '2750000', ongkos: item.ongkos });
    expect(await history(item.kode_barcode)).toEqual([
      { kolom: 'harga_tetap', sebelum: 'false', sesudah: 'true', diubah_oleh: 'sales', disetujui_oleh: 'spv' },
      { kolom: 'harga_jual', sebelum: item.harga_jual, sesudah: '2750000', diubah_oleh: 'sales', disetujui_oleh: 'spv' },
    ]);
    // The grant is spent: the same keystore does not approve a second change.
    await expect(updateItem({ ctx: sales, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales', harga_tetap: 'on', harga_jual: '1', keystore: 'K7Q2M9' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });

    // A supervisor's level changes it himself: recorded with no approver.
    await updateItem({ ctx: spv, input: { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Nama Baru Sales', harga_tetap: 'on', harga_jual: '2.750.000', ongkos: '0' } });
    const shown = await findItemPriceHistory({ ctx: sales, input: { kodeBarcode: item.kode_barcode.toLowerCase() } });
    expect(shown.map(({ kolom, sebelum, sesudah, diubahOleh, disetujuiOleh }) => ({ kolom, sebelum, sesudah, diubahOleh, disetujuiOleh }))).toEqual([
      { kolom: 'ongkos', sebelum: item.ongkos, sesudah: '0', diubahOleh: 'spv', disetujuiOleh: null },
      { kolom: 'harga_jual', sebelum: item.harga_jual, sesudah: '2750000', diubahOleh: 'sales', disetujuiOleh: 'spv' },
      { kolom: 'harga_tetap', sebelum: 'false', sesudah: 'true', diubahOleh: 'sales', disetujuiOleh: 'spv' },
    ]);
    expect(shown[0].diubahPada).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Another shop's user does not read it; the history is never edited or removed.
    await expect(findItemPriceHistory({ ctx: kasir2, input: { kodeBarcode: item.kode_barcode } })).rejects.toMatchObject({ messageKey: 'notFound' });
    expect(await refusal(db().execute(sql`update riwayat_harga_barang set sesudah = '1' where kode_barcode = ${item.kode_barcode}`))).toMatch(/append-only: UPDATE on riwayat_harga_barang/);
    expect(await refusal(db().execute(sql`delete from riwayat_harga_barang where kode_barcode = ${item.kode_barcode}`))).toMatch(/append-only: DELETE on riwayat_harga_barang/);
    expect((await rows(sql`select * from stock_item_mismatches()`))).toEqual([]);
  });

  it('follows LEVEL_UBAH_HARGA_BARANG: a level it names needs no grant, one it leaves out does', async () => {
    const item = await readyItem();
    const input = { kode_barcode: item.kode_barcode, nama_barang: 'Cincin Uji Harga Dua', ongkos: '125.000' };
    const withKasir = { ...kasir, settings: { ...kasir.settings, LEVEL_UBAH_HARGA_BARANG: 'OWN,SU,MU,DEV,SPV,KASIR' } };
    await updateItem({ ctx: withKasir, input });
    expect(await history(item.kode_barcode)).toEqual([{ kolom: 'ongkos', sebelum: item.ongkos, sesudah: '125000', diubah_oleh: 'kasir', disetujui_oleh: null }]);
    // Only OWN: a DEV (not an approver) now needs a grant.
    const dev = contextFor('dev', 'DEV', shop);
    await expect(updateItem({ ctx: { ...dev, settings: { ...dev.settings, LEVEL_UBAH_HARGA_BARANG: 'OWN' } }, input: { ...input, ongkos: '130.000' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
  });
});
