import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelSubject } from '@/lib/auth/otorisasi-subject';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { authorizeManual } from '@/features/otorisasi/services/manual';
import { priceChangeSubject } from '../price-approval';
import { cancelSale } from './cancel-sale';
import { postSale } from './post-sale';
import { priceSaleItem } from './sale-form';

// Issue 25 point 2: a grant approves exactly what the supervisor saw. Each case replays, through the services a direct
// POST reaches, a grant spent on something other than what it named.

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const readyBarcodes = async (n: number) => (await rows<{ kode_barcode: string }>(sql`
  select b.kode_barcode from barang b where b.kode_toko = 'CAB01' and b.status = 'READY' and not b.harga_tetap
     and exists (select 1 from harga_emas h where h.kode_dept = b.kode_dept) order by b.kode_barcode limit ${n}`)).map((r) => r.kode_barcode);
let n = 0;
const key = () => `binding-${++n}-${Date.now()}`;
/** The supervisor types his password into the cashier's dialog for exactly `subject`. */
const grantFor = async (fitur: 'UBAH_HARGA_JUAL' | 'BATAL_PENJUALAN', subject: Parameters<typeof authorizeManual>[0]['input']['subject']) =>
  (await authorizeManual({ ctx: kasir, address: '10.0.0.25', input: { userId: 'spv', password: 'spv12345', fitur, subject } })).keystore;
const salesOf = async (barcode: string) => (await rows(sql`select no_faktur_jual from penjualan_detail where kode_barcode = ${barcode}`)).length;

describe('grants bound to what they approve', () => {
  it('a price grant for one line at one price does not sell that line at another price, nor another line', async () => {
    const [a, b] = await readyBarcodes(2);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    // What the supervisor approved: A sold Rp 1.000 below the floor (a price that needs him).
    const approved = line.batasBawah - 1000;
    const subject = priceChangeSubject([{ ...line, hargaJual: approved }]);
    expect(subject.lines).toEqual([{ ref: a, what: 'hargaJual', before: String(line.hargaHitung), after: String(approved), limit: String(line.batasBawah) }]);
    const keystore = await grantFor('UBAH_HARGA_JUAL', subject);
    const sale = (barcode: string, hargaHitung: number, hargaJual: number) => postSale({ ctx: kasir, input: {
      lines: [{ barcode, hargaHitung, hargaJual }], kodeSales: 'CAB01-S1', uangDiterima: hargaJual, keystore, idempotencyKey: key() } });

    // The replay of the probe: the grant spent on the same item sold for Rp 1.000.
    await expect(sale(a, line.hargaHitung, 1000)).rejects.toMatchObject({ messageKey: 'otorisasiTidakSesuai' });
    // …or on another item below its floor.
    const other = await priceSaleItem({ ctx: kasir, input: { barcode: b } });
    await expect(sale(b, other.hargaHitung, other.batasBawah - 1000)).rejects.toMatchObject({ messageKey: 'otorisasiTidakSesuai' });
    expect(await salesOf(a) + await salesOf(b)).toBe(0);

    // Exactly what was approved posts, once, with the approver on the line.
    const posted = await sale(a, line.hargaHitung, approved);
    expect(await rows(sql`select harga_jual::int8 as harga, disetujui_oleh from penjualan_detail where no_faktur_jual = ${posted.nomor}`))
      .toEqual([{ harga: String(approved), disetujui_oleh: 'spv' }]);
    await expect(sale(b, other.hargaHitung, other.batasBawah - 1000)).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
  });

  it('a sale whose payments fall short is told so under the cash before any grant is asked for its price', async () => {
    const [a] = await readyBarcodes(1);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    const below = line.batasBawah - 1000;
    await expect(postSale({ ctx: kasir, input: { lines: [{ barcode: a, hargaHitung: line.hargaHitung, hargaJual: below }], kodeSales: 'CAB01-S1',
      uangDiterima: below - 1, idempotencyKey: key() } })).rejects.toMatchObject({ messageKey: 'penjualanUangKurang', field: 'uangDiterima' });
    expect(await salesOf(a)).toBe(0);
  });

  it('a cancellation grant for nota X does not cancel nota Y', async () => {
    const [a, b] = await readyBarcodes(2);
    const sell = async (barcode: string) => {
      const line = await priceSaleItem({ ctx: kasir, input: { barcode } });
      return postSale({ ctx: kasir, input: { lines: [{ barcode, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1',
        uangDiterima: line.hargaHitung, idempotencyKey: key() } });
    };
    const x = await sell(a);
    const y = await sell(b);
    const keystore = await grantFor('BATAL_PENJUALAN', cancelSubject(x.nomor, x.totalHarga));
    await expect(cancelSale({ ctx: kasir, input: { nomor: y.nomor, alasan: 'batal nota X', keystore, idempotencyKey: key() } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiTidakSesuai' });
    expect(await rows(sql`select status from penjualan where no_faktur_jual = ${y.nomor}`)).toEqual([{ status: 'AKTIF' }]);
    const cancelled = await cancelSale({ ctx: kasir, input: { nomor: x.nomor, alasan: 'salah input', keystore, idempotencyKey: key() } });
    expect(cancelled.nomorBatal).toMatch(/^BJ-CAB01-/);
    expect(await rows(sql`select status, batal_disetujui_oleh from penjualan where no_faktur_jual = ${x.nomor}`)).toEqual([{ status: 'BATAL', batal_disetujui_oleh: 'spv' }]);
  });

  it('the supervisor is asked with the server\'s description of the subject, never the cashier\'s note', async () => {
    const keystore = await grantFor('BATAL_PENJUALAN', cancelSubject('jl-cab01-1', 3_095_500));
    const [row] = await rows<{ subject: unknown; client_notes: string }>(sql`select subject, client_notes from otorisasi where keystore = ${keystore}`);
    expect(row.subject).toEqual({ document: 'JL-CAB01-1', lines: [{ ref: '', what: 'batal', before: '3095500', after: null, limit: null }] });
    const { describeInIndonesian } = await import('@/features/otorisasi/services/describe-in');
    expect(describeInIndonesian(row.subject as never)).toEqual(['Dokumen JL-CAB01-1', 'Batal: Rp. 3.095.500']);
    await expect(authorizeManual({ ctx: kasir, address: '10.0.0.25', input: { userId: 'spv', password: 'spv12345', fitur: 'BATAL_PENJUALAN', subject: { document: 'x'.repeat(81), lines: [] } } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiSubjectInvalid' });
  });
});
