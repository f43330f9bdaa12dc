import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { todayInJakarta } from '../format';

/** Every kind of numbered document and its prefix. A later issue adds its kind here. */
export const DOCUMENT_PREFIXES = {
  TAMBAH_BARANG: 'TB',
  IMPORT_BARANG: 'IB',
  HANCUR_BARANG: 'HB',
  PINDAH_BARANG: 'PB',
  KIRIM_BARANG: 'KB',
  TERIMA_BARANG: 'TR',
  BATAL_TERIMA: 'BT',
  TIMBANG_BAKI: 'TBK',
  STOCK_OPNAME: 'SO',
  PENJUALAN: 'JL',
  BATAL_PENJUALAN: 'BJ',
  PEMBELIAN: 'BL',
  BATAL_PEMBELIAN: 'BB',
  HANCUR_PEMBELIAN: 'HP',
  UANG_KAS: 'KS',
  UANG_BANK: 'BK',
  HUTANG: 'HT',
  PELUNASAN_HUTANG: 'LH',
  BATAL_PELUNASAN_HUTANG: 'BLH',
  LELANG_HUTANG: 'LLH',
  PESANAN: 'PS',
  BAYAR_PESANAN: 'BPS',
  TERIMA_PESANAN: 'TPS',
  BATAL_PESANAN: 'XPS',
  AMBIL_CONTOH: 'ACT',
  KEMBALI_CONTOH: 'KCT',
  TITIP_UANG: 'TU',
  BATAL_TITIP: 'XTU',
  SERVICE: 'SV',
  SELESAI_SERVICE: 'SSV',
  AMBIL_SERVICE: 'ASV',
  BATAL_SERVICE: 'XSV',
  PRE_ORDER: 'PO',
  BATAL_PRE_ORDER: 'XPO',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/**
 * The next number of a document of a shop, as `PB-K01-261123-0001`: prefix, shop, Jakarta day, sequence of that day.
 * Taken inside the caller's transaction: the counter row stays locked until it commits, so two documents never get
 * one number, and a rolled-back document gives its number back.
 */
export async function nextDocumentNumber(tx: Tx, kodeToko: string, kind: DocumentKind, now: Date = new Date()): Promise<string> {
  const [nomor] = await nextDocumentNumbers(tx, kodeToko, kind, 1, now);
  return nomor;
}

/** `PB`, `K01`, `2026-11-23`, 1 → `PB-K01-261123-0001` (four digits, more when a day passes 9,999). */
export function formatDocumentNumber(kind: DocumentKind, kodeToko: string, day: string, sequence: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${kodeToko}-${day.slice(2).replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** `count` next numbers of a shop's documents of one kind and day at once, in order (the demo generator's batches). */
export async function nextDocumentNumbers(tx: Tx, kodeToko: string, kind: DocumentKind, count: number, now: Date = new Date()): Promise<string[]> {
  if (count <= 0) return [];
  const day = todayInJakarta(now);
  const result = await tx.execute(sql`
    insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir) values (${kodeToko}, ${kind}, ${day}::date, ${count})
    on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = nomor_dokumen.terakhir + ${count}
    returning terakhir`);
  const last = Number((result.rows[0] as { terakhir: number }).terakhir);
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(kind, kodeToko, day, last - count + 1 + i));
}

/**
 * Moves the shops' day counters of one kind past numbers written without them (documents recorded as history, whose
 * numbers have this kind's shape): the next number the counter gives is then one no document holds.
 */
export async function advanceDocumentCounters(db: Db, kind: DocumentKind, documents: { kodeToko: string; nomor: string; tanggal: Date }[]): Promise<void> {
  const last = new Map<string, { kodeToko: string; day: string; sequence: number }>();
  for (const { kodeToko, nomor, tanggal } of documents) {
    const sequence = Number(/(\d+)$/.exec(nomor)?.[1] ?? 0);
    const day = todayInJakarta(tanggal);
    const key = `${kodeToko}|${day}`;
    if (sequence > (last.get(key)?.sequence ?? 0)) last.set(key, { kodeToko, day, sequence });
  }
  if (last.size === 0) return;
  const rows = [...last.values()].map(({ kodeToko, day, sequence }) => sql`(${kodeToko}, ${kind}, ${day}::date, ${sequence}::int)`);
  await db.execute(sql`
    insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir) values ${sql.join(rows, sql`, `)}
    on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = greatest(nomor_dokumen.terakhir, excluded.terakhir)`);
}
