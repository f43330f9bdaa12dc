import 'server-only';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { kondisiPembelian } from '@/features/pembelian/schema';
import { readHargaBeliCodes } from '@/features/parameters';
import { readSaleSnapshots } from '@/features/penjualan';
import { ValidationError } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format/grams';
import { buybackAuthorizations, buybackPrice, buybackPriceCap, buybackSettings } from '@/features/pricing';
import { readGoldPrices } from '@/features/stock';
import type { buybackLineSchema } from '../schemas';

export type OwnItem = {
  kodeBarcode: string; noFakturJual: string; namaBarang: string; kodeGroup: string; kodeDept: string; berat: string; hargaJual: number;
  /** The customer on the original sale's nota: the buyback screen fills its customer from it. */
  customer: { nama: string; alamat: string; noHp: string };
};

/**
 * The sold items a barcode or a sale's nota names: the chain's items still SOLD, each with the snapshot of its last
 * sale (penjualan_detail of a sale not cancelled). A barcode of an item already back in stock is "already bought".
 */
export async function readOwnItems(db: Db, code: string): Promise<OwnItem[]> {
  const upper = code.trim().toUpperCase();
  const byNota = upper.startsWith('JL-');
  const rows = await readSaleSnapshots(db, byNota ? { noFakturJual: upper } : { kodeBarcode: upper });
  if (rows.length === 0) throw ValidationError('pembelianBarangTidakDitemukan', { kode: upper });
  // A barcode: its latest sale only. A nota: its items, each once.
  const latest = byNota ? rows : rows.slice(0, 1);
  const sold = latest.filter((row) => row.status === 'SOLD');
  if (sold.length === 0) throw ValidationError('pembelianBarangSudahDibeli', { kode: upper });
  return sold.map(({ status: _status, ...item }) => item).sort((a, b) => a.kodeBarcode.localeCompare(b.kodeBarcode));
}

export type PricedLine = {
  kodeBarcode: string | null; noFakturJual: string | null; kondisi: string; kelompokHarga: string; kodeGroup: string; kodeDept: string;
  namaBarang: string; hargaEmas: number; hargaBeliPerGram: number; beratNota: string; berat: string; hargaNota: number; hargaHitung: number;
  pembulatan: number; pembulatanKebawah: boolean; harga: number; tujuan: 'BAKI' | 'HANCUR';
  /** The highest price paid without HARGA_BELI_DI_ATAS_BATAS (buybackPriceCap). */
  batasHarga: number;
  needs: { harga: boolean; berat: boolean };
};

/**
 * Prices the lines of a buyback as the counter does (spec reports §9, issue 16 point 4): the market gold price of
 * the line's own jenis in force (harga_emas = its sale price per gram), the buying price per gram (the Parameter
 * Harga Beli code the line names, else the jenis' buying price in force), weighed weight × buying price per gram
 * rounded to PEMBULATAN_PEMBELIAN (down with PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE). An own item takes group, jenis,
 * name, receipt weight and price from its sale's snapshot, whatever the browser sent. A code that is not a Parameter
 * Harga Beli row is refused. A price above the line's cap (buybackPriceCap: the jenis' own price limit, the receipt's
 * price) needs HARGA_BELI_DI_ATAS_BATAS (issue 25, decision 026).
 */
export async function priceLines(db: Db, ctx: SessionContext, lines: z.infer<typeof buybackLineSchema>[]): Promise<PricedLine[]> {
  const rules = buybackSettings(ctx.settings);
  const prices = await readGoldPrices(db);
  const codes = [...new Set(lines.map((line) => line.kodeHarga).filter((code): code is string => Boolean(code)))];
  const perCode = new Map((await readHargaBeliCodes(db, codes)).map((row) => [row.kodeHarga, row.hargaPerGram]));
  const kondisis = [...new Set(lines.map((line) => line.kondisi))];
  const knownKondisi = new Set((await db.select({ kode: kondisiPembelian.kodeKondisi }).from(kondisiPembelian)
    .where(inArray(kondisiPembelian.kodeKondisi, kondisis))).map((row) => row.kode));
  const seen = new Set<string>();
  const priced: PricedLine[] = [];
  for (const line of lines) {
    if (!knownKondisi.has(line.kondisi)) throw ValidationError('pembelianKondisiRequired');
    let own: OwnItem | null = null;
    if (line.kodeBarcode) {
      const barcode = line.kodeBarcode.toUpperCase();
      if (seen.has(barcode)) throw ValidationError('pembelianBarangGanda', { kode: barcode });
      seen.add(barcode);
      own = (await readOwnItems(db, barcode))[0];
    }
    const kodeGroup = own?.kodeGroup ?? line.kodeGroup;
    const kodeDept = own?.kodeDept ?? line.kodeDept;
    const namaBarang = own?.namaBarang ?? line.namaBarang;
    if (!kodeGroup) throw ValidationError('pembelianGroupRequired');
    if (!kodeDept) throw ValidationError('pembelianJenisInvalid');
    if (!namaBarang) throw ValidationError('pembelianNamaRequired');
    const beratNota = own?.berat ?? line.beratNota;
    if (!beratNota || /^0(\.0*)?$/.test(beratNota)) throw ValidationError('pembelianBeratNotaInvalid');
    // §5: "entered weight not above stock weight": an own item weighs at most what it was sold at.
    if (own && toMilligrams(line.berat) > toMilligrams(beratNota)) throw ValidationError('pembelianBeratMelebihiStok');
    const gold = prices.get(kodeDept);
    if (!gold) throw ValidationError('pembelianHargaEmasKosong', { jenis: kodeDept });
    let hargaBeliPerGram = gold.hargaBeli;
    if (line.kodeHarga) {
      const price = perCode.get(line.kodeHarga);
      if (price === undefined) throw ValidationError('pembelianKodeHargaInvalid');
      hargaBeliPerGram = price;
    }
    const hargaHitung = buybackPrice({ berat: line.berat, hargaBeliPerGram, ...rules });
    // The limit is measured from the jenis' own buying price, whatever code the cashier picked (a code names no jenis).
    const hargaHitungJenis = buybackPrice({ berat: line.berat, hargaBeliPerGram: gold.hargaBeli, ...rules });
    const harga = line.harga || hargaHitung;
    // An own item's receipt is its sale's snapshot (what the customer paid), whatever the browser sent.
    const hargaNota = own?.hargaJual ?? line.hargaNota ?? 0;
    priced.push({
      kodeBarcode: own?.kodeBarcode ?? null, noFakturJual: own?.noFakturJual ?? null, kondisi: line.kondisi,
      kelompokHarga: own ? 'TOKO' : line.kelompokHarga, kodeGroup, kodeDept, namaBarang, hargaEmas: gold.hargaJual, hargaBeliPerGram,
      beratNota, berat: line.berat, hargaNota, hargaHitung, pembulatan: rules.step, pembulatanKebawah: rules.down, harga, tujuan: line.tujuan,
      batasHarga: buybackPriceCap({ hargaHitungJenis, hargaNota, batasPersen: rules.batasPersen }),
      needs: buybackAuthorizations({ harga, hargaHitungJenis, hargaNota, beratNota, berat: line.berat }, rules),
    });
  }
  const groups = [...new Set(priced.map((line) => line.kodeGroup))];
  if ((await db.select({ kode: groupBarang.kodeGroup }).from(groupBarang).where(inArray(groupBarang.kodeGroup, groups))).length !== groups.length) {
    throw ValidationError('pembelianGroupRequired');
  }
  const depts = [...new Set(priced.map((line) => line.kodeDept))];
  if ((await db.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, depts))).length !== depts.length) {
    throw ValidationError('pembelianJenisInvalid');
  }
  return priced;
}
