import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { cashAccountOf, PPN_OUTPUT_ACCOUNT, SALES_ACCOUNT } from '@/lib/ledger/accounts';
import { useDemoDatabase } from '@/tests/support/db';
import { postJournals } from '@/lib/ledger/post-journal';
import { postSales, type SaleLineToPost, type SaleToPost } from './post-sale';

const { db } = useDemoDatabase();
type Row = Record<string, unknown>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const saldo = async (nomorAkun: string) => Number((await rows<{ s: string }>(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`))[0].s);

/** Two READY items of a shop, as a sale line with a price the test chooses. */
async function readyLines(kodeToko: string, n: number, skip = 0): Promise<SaleLineToPost[]> {
  const items = await rows<{ kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; kadar: string; berat: string; ongkos: string }>(sql`
    select kode_barcode, nama_barang, kode_group, kode_dept, kadar, berat, ongkos from barang
     where kode_toko = ${kodeToko} and status = 'READY' order by kode_barcode limit ${n} offset ${skip}`);
  return items.map((item) => ({
    kodeBarcode: item.kode_barcode, namaBarang: item.nama_barang, kodeGroup: item.kode_group, kodeDept: item.kode_dept, kadar: item.kadar,
    berat: item.berat, hargaPerGram: 1_000_000, ongkos: Number(item.ongkos), hargaTetap: false, pembulatan: 500, pembulatanKebawah: false,
    hargaHitung: 1_500_000, hargaJual: 1_500_000,
  }));
}
const rekeningOf = async (kodeToko: string) => (await rows<{ no_rekening: string; nomor_akun: string }>(sql`select no_rekening, nomor_akun from rekening where kode_toko = ${kodeToko} order by no_rekening`))[0];
const sale = (over: Partial<SaleToPost>): SaleToPost => ({
  kodeToko: 'CAB01', kodeSales: 'CAB01-S1', lines: [], ppnPersen: '0', uangDiterima: 0, idempotencyKey: `k-${Math.random()}`, createdBy: 'kasir', ...over,
});
const post = (sales: SaleToPost[]) => withTransaction(undefined, (tx) => postSales(tx, sales));
const refusal = async (sales: SaleToPost[]) => {
  try { await post(sales); } catch (error) { if (error instanceof AppError) return error.messageKey; throw error; }
  return 'posted';
};

describe('postSales', () => {
  it('posts a split sale: header, lines, one balanced entry on cash, bank, sales and PPN, the items SOLD, once per key', async () => {
    const lines = await readyLines('CAB01', 2);
    const rek = await rekeningOf('CAB01');
    const cash = cashAccountOf('CAB01');
    const [cashBefore, bankBefore, salesBefore, ppnBefore] = [await saldo(cash), await saldo(rek.nomor_akun), await saldo(SALES_ACCOUNT), await saldo(PPN_OUTPUT_ACCOUNT)];
    // subtotal 2 × 1.500.000 = 3.000.000; PPN 1,1 % = 33.000; total 3.033.000;
    // transfer 1.000.000 → cash applied 2.033.000; handed over 2.100.000 → change 67.000
    const input = sale({ lines, ppnPersen: '1.1', uangDiterima: 2_100_000, bayarTransfer: 1_000_000, noRekeningTransfer: rek.no_rekening, idempotencyKey: 'sale-1' });
    const [posted] = await post([input]);
    expect(posted).toMatchObject({ subtotal: 3_000_000, ppn: 33_000, totalHarga: 3_033_000, bayarTunai: 2_033_000, kembalian: 67_000, replayed: false });
    expect(posted.nomor).toMatch(/^JL-CAB01-\d{6}-\d{4}$/);

    expect(await saldo(cash)).toBe(cashBefore + 2_033_000);
    expect(await saldo(rek.nomor_akun)).toBe(bankBefore + 1_000_000);
    // Credit balances are negative (debit − credit).
    expect(await saldo(SALES_ACCOUNT)).toBe(salesBefore - 3_000_000);
    expect(await saldo(PPN_OUTPUT_ACCOUNT)).toBe(ppnBefore - 33_000);
    const journal = await rows(sql`select j.trx, d.nomor_akun, d.debit::int8 as debit, d.kredit::int8 as kredit from jurnal j join jurnal_detail d on d.jurnal_id = j.id
                                    where j.id = ${posted.jurnalId} order by d.nomor_akun`);
    expect(journal.map((r) => [r.nomor_akun, Number(r.debit), Number(r.kredit)])).toEqual([
      [cash, 2_033_000, 0], [rek.nomor_akun, 1_000_000, 0], [PPN_OUTPUT_ACCOUNT, 0, 33_000], [SALES_ACCOUNT, 0, 3_000_000],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    const items = await rows(sql`select status, kode_baki from barang where kode_barcode in (${lines[0].kodeBarcode}, ${lines[1].kodeBarcode})`);
    expect(items).toEqual([{ status: 'SOLD', kode_baki: '' }, { status: 'SOLD', kode_baki: '' }]);
    const entries = await rows(sql`select jenis_mutasi from mutasi_stok where dokumen_id = ${posted.stokDokumenId}`);
    expect(entries).toEqual([{ jenis_mutasi: 'SOLD' }, { jenis_mutasi: 'SOLD' }]);
    const [header] = await rows(sql`select total_harga::int8 as total, jurnal_id::int8 as j, stok_dokumen_id::int8 as s, status from penjualan where no_faktur_jual = ${posted.nomor}`);
    expect(header).toMatchObject({ status: 'AKTIF' });
    expect(Number(header.total)).toBe(3_033_000);
    expect((await rows(sql`select urutan, harga_jual::int8 from penjualan_detail where no_faktur_jual = ${posted.nomor} order by urutan`)).length).toBe(2);

    // A double click: the first sale back, nothing written again.
    const [again] = await post([input]);
    expect(again).toMatchObject({ nomor: posted.nomor, replayed: true, totalHarga: 3_033_000 });
    expect(await saldo(cash)).toBe(cashBefore + 2_033_000);
  });

  it('posts many sales in one call', async () => {
    const lines = await readyLines('CAB01', 6);
    const sales = [0, 1, 2].map((i) => sale({ lines: lines.slice(2 * i, 2 * i + 2), uangDiterima: 3_000_000 }));
    const posted = await post(sales);
    expect(new Set(posted.map((p) => p.nomor)).size).toBe(3);
    expect(Number((await rows<{ n: string }>(sql`select count(*) as n from barang where status = 'SOLD' and kode_barcode in (${sql.join(lines.map((l) => sql`${l.kodeBarcode}`), sql`, `)})`))[0].n)).toBe(6);
    // Each sale its own entry: 3.000.000 cash against 3.000.000 sales; its own stock document of two SOLD entries.
    for (const p of posted) {
      const [sums] = await rows<{ d: string; k: string; n: string }>(sql`select sum(debit) as d, sum(kredit) as k, count(*) as n from jurnal_detail where jurnal_id = ${p.jurnalId}`);
      expect([Number(sums.d), Number(sums.k), Number(sums.n)]).toEqual([3_000_000, 3_000_000, 2]);
      expect((await rows(sql`select 1 from mutasi_stok where dokumen_id = ${p.stokDokumenId}`)).length).toBe(2);
    }
    // The batch again, with one new sale: the three answered as before, the new one posted.
    const [extra] = await readyLines('CAB01', 1, 0);
    const again = await post([...sales, sale({ lines: [extra], uangDiterima: 1_500_000 })]);
    expect(again.map((p) => p.replayed)).toEqual([true, true, true, false]);
    expect(again.slice(0, 3).map((p) => p.nomor)).toEqual(posted.map((p) => p.nomor));
  });

  it('refuses a sold item as stock out, another shop\'s rekening, payments above the total, no payment, and writes nothing', async () => {
    const [line, other] = await readyLines('CAB01', 2);
    await post([sale({ lines: [line], uangDiterima: 1_500_000 })]);
    const count = async () => Number((await rows<{ n: string }>(sql`select (select count(*) from penjualan) + (select count(*) from jurnal) + (select count(*) from mutasi_stok) as n`))[0].n);
    const before = await count();
    const foreign = await rekeningOf('CAB02');
    expect(await refusal([sale({ lines: [line], uangDiterima: 1_500_000 })])).toBe('penjualanStokHabis');
    expect(await refusal([sale({ lines: [other], bayarTransfer: 1_500_000, noRekeningTransfer: foreign.no_rekening })])).toBe('penjualanRekeningInvalid');
    expect(await refusal([sale({ lines: [other], bayarTransfer: 1_500_001, noRekeningTransfer: (await rekeningOf('CAB01')).no_rekening })])).toBe('penjualanNonTunaiLebih');
    expect(await refusal([sale({ lines: [other], uangDiterima: 1_499_999 })])).toBe('penjualanUangKurang');
    expect(await refusal([sale({ lines: [other] })])).toBe('penjualanTanpaBayar');
    expect(await refusal([sale({ lines: [] , uangDiterima: 1 })])).toBe('penjualanKosong');
    expect(await count()).toBe(before);
  });

  it('postJournals: a batch answers a key posted before, and refuses another shop\'s account as postJournal does', async () => {
    const entry = (key: string, nomorAkun = cashAccountOf('CAB01')) => ({
      kodeToko: 'CAB01', trx: 'PENJUALAN', keterangan: key, idempotencyKey: key, createdBy: 'kasir',
      lines: [{ nomorAkun, debit: 1000, kredit: 0 }, { nomorAkun: SALES_ACCOUNT, debit: 0, kredit: 1000 }],
    });
    const [first] = await withTransaction(undefined, (tx) => postJournals(tx, [entry('j-1'), entry('j-2')]));
    const again = await withTransaction(undefined, (tx) => postJournals(tx, [entry('j-1'), entry('j-3')]));
    expect(again.map((r) => [r.jurnal.id === first.jurnal.id, r.replayed])).toEqual([[true, true], [false, false]]);
    await expect(withTransaction(undefined, (tx) => postJournals(tx, [entry('j-4'), entry('j-5', cashAccountOf('CAB02'))])))
      .rejects.toMatchObject({ messageKey: 'akunTokoLain' });
    expect(await rows(sql`select 1 from jurnal where idempotency_key in ('j-4', 'j-5')`)).toEqual([]);
  });
});
