// Test-only helpers of the nota feature: a sale and a buyback posted through the counter's own services (postSale,
// postPembelian: their kernels write the header, the price snapshot, the journal and the gram ledger), from items and
// a gold price of a test jenis whose figures are all written by hand below.
import { canonicalSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { contextFor } from '@/tests/support/contexts';
import { postSale } from '@/features/penjualan';
import { postPembelian } from '@/features/pembelian';
import { addItem, hargaEmasService, parameterOngkosService } from '@/features/stock';

/** The test jenis: 75 %, sold at Rp 1,000,000 a gram and bought back at Rp 950,000 (no demo sale or item uses it). */
const DEPT = 'T97';
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
/** Who keeps the chain's masters (Master Parameter Harga Emas, Parameter Ongkos). */
const owner = contextFor('owner', 'OWN');
/** The counter with PPN 1.1 % (PMK 48/2023), as a shop sets PPN_PENJUALAN_PERSEN. */
const kasirPpn = { ...kasir, settings: { ...kasir.settings, PPN_PENJUALAN_PERSEN: '1.1' } };
let keys = 0;
const key = (what: string) => `nota-${what}-${++keys}-${Date.now()}`;

/** The test jenis and its gold price in force: master data, written once per test database (the price and the ongkos through their masters' services). */
async function ensureJenis(db: Db) {
  const [known] = (await db.execute(sql`select 1 from jenis where kode_dept = ${DEPT}`)).rows;
  if (known) return;
  await db.insert(jenis).values({ kodeDept: DEPT, namaDept: 'EMAS UJI NOTA', kadar: '75.00' });
  await db.transaction(async (tx) => {
    await hargaEmasService.update(tx, owner, DEPT, { harga_jual: 1_000_000, harga_beli: 950_000 });
    await parameterOngkosService.insert(tx, owner, { kode_group: 'CC', kode_dept: DEPT, ongkos: 0 });
  });
}

/** A new READY item of CAB01 in the test jenis, through Tambah Data Barang: its barcode. */
async function addTestItem(nama: string, berat: string, ongkos: number) {
  const added = await addItem({ ctx: kasir, input: {
    kode_group: 'CC', kode_dept: DEPT, nama_barang: nama, berat, ongkos: String(ongkos), kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1', idempotencyKey: key('item'),
  } });
  return added.kodeBarcode;
}

/** What a test may change of the sale below: the customer and the first line's name (the figures stay). */
export type SaleOptions = { noHp?: string; namaCustomer?: string; alamatCustomer?: string; namaBarang?: string };

/**
 * A two-line sale of CAB01 by kasir, paid 1,000,000 by transfer and the rest in cash from 5,000,000, at 1,000,000 a gram:
 *   2.150 g + ongkos 350,000 = 2,500,000; 1.300 g + ongkos 10,000 = 1,310,000 (both whole Rp 500 steps, no rounding);
 *   together 3,810,000; PPN 1.1 % of 3,810,000 = 41,910; total 3,851,910;
 *   cash applied 3,851,910 − 1,000,000 = 2,851,910; change 5,000,000 − 2,851,910 = 2,148,090.
 * Its number is the shop's next JL-… number.
 */
export async function insertSale(db: Db, {
  noHp = '081234567890', namaCustomer = 'Ibu Maria Goretti Kusumawardhani Susanto', alamatCustomer = 'Jl. Cihampelas No. 160, Bandung',
  namaBarang = 'Cincin Emas Kuning Motif Daun Semanggi Bermata Zirkon',
}: SaleOptions = {}) {
  await ensureJenis(db);
  const first = await addTestItem(namaBarang, '2.150', 350_000);
  const second = await addTestItem('Anting Tusuk', '1.300', 10_000);
  const [sales] = (await db.execute(sql`select kode_sales from sales where kode_toko = 'CAB01' order by kode_sales limit 1`)).rows as { kode_sales: string }[];
  const [account] = (await db.execute(sql`select no_rekening from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`)).rows as { no_rekening: string }[];
  const sale = await postSale({ ctx: kasirPpn, input: {
    lines: [{ barcode: first, hargaHitung: 2_500_000, hargaJual: 2_500_000 }, { barcode: second, hargaHitung: 1_310_000, hargaJual: 1_310_000 }],
    kodeSales: sales.kode_sales, namaCustomer, alamatCustomer, noHpCustomer: noHp,
    uangDiterima: 5_000_000, bayarTransfer: 1_000_000, noRekeningTransfer: account.no_rekening, idempotencyKey: key('sale'),
  } });
  return sale.nomor;
}

/** A one-line cash buyback of CAB01 by kasir: an outside ring of 3.000 g at 950,000 per gram = 2,850,000, into BAKI-BELI. */
export async function insertBuyback(db: Db) {
  await ensureJenis(db);
  const [sales] = (await db.execute(sql`select kode_sales from sales where kode_toko = 'CAB01' order by kode_sales limit 1`)).rows as { kode_sales: string }[];
  const bought = await postPembelian({ ctx: kasir, input: {
    lines: [{ kodeGroup: 'CC', kodeDept: DEPT, namaBarang: 'Cincin Polos', kondisi: 'BAGUS', kelompokHarga: 'LUAR', beratNota: '3.000', berat: '3.000' }],
    kodeBaki: 'BAKI-BELI', kodeSales: sales.kode_sales, namaCustomer: 'Pak Budi', alamatCustomer: 'Jl. Dago 12', noHpCustomer: '0812-9999-0000',
    bayarTunai: 2_850_000, idempotencyKey: key('buyback'),
  } });
  return bought.nomor;
}

/** A document's time as the nota shows it (Jakarta, 'YYYY-MM-DD HH24:MI:SS'), read by PostgreSQL from the stored row. */
export async function jakartaTimeOf(db: Db, kind: 'penjualan' | 'pembelian', nomor: string) {
  const [row] = (await db.execute(kind === 'penjualan'
    ? sql`select to_char(tanggal at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') as t from penjualan where no_faktur_jual = ${nomor}`
    : sql`select to_char(tanggal at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') as t from pembelian where no_faktur_beli = ${nomor}`)).rows as { t: string }[];
  return row.t;
}

/** An authorization a supervisor approved for the user and feature, not used yet: its keystore. */
export async function approvedGrant(db: Db, { userId, fitur, keystore, subject }: { userId: string; fitur: string; keystore: string; subject: GrantSubject }) {
  await db.execute(sql`insert into otorisasi (keystore, kode_toko, client, fitur, subject, mode, status, input_by, expires_at, decided_by, decided_at)
    values (${keystore}, 'CAB01', 'test', ${fitur}, ${JSON.stringify(canonicalSubject(subject))}::jsonb, 'QR', 'APPROVED', ${userId}, now() + interval '5 minutes', 'spv', now())`);
  return keystore;
}
