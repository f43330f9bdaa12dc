import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { readGoldPrices, readTrays } from '@/features/stock';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { kondisiPembelian } from '@/features/pembelian/schema';
import { readHargaBeliCodes } from '@/features/parameters';
import { rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import type { Tx } from '@/lib/db/client';

/** What Transaksi Pembelian offers: conditions, groups, jenis with their prices in force, the shop's trays, sales, rekening. */
export async function readBuybackOptions({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/transaksi-pembelian');
  const db = readDb(tx);
  const kodeToko = ctx.shop.kodeToko;
  const [kondisi, groups, depts, trays, salesRows, rekenings, codes, prices] = await Promise.all([
    db.select({ kode: kondisiPembelian.kodeKondisi, nama: kondisiPembelian.namaKondisi }).from(kondisiPembelian).orderBy(asc(kondisiPembelian.kodeKondisi)),
    db.select({ kode: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup)),
    db.select({ kode: jenis.kodeDept, nama: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept)),
    readTrays(db, kodeToko),
    db.select({ kode: sales.kodeSales, nama: sales.namaSales }).from(sales).where(eq(sales.kodeToko, kodeToko)).orderBy(asc(sales.kodeSales)),
    db.select({ kode: rekening.noRekening, nama: rekening.namaRekening, bank: rekening.kodeBank }).from(rekening).where(eq(rekening.kodeToko, kodeToko))
      .orderBy(asc(rekening.noRekening)),
    readHargaBeliCodes(db),
    readGoldPrices(db),
  ]);
  return {
    kondisi, groups, sales: salesRows, rekenings,
    trays: trays.map((tray) => ({ kode: tray.kodeBaki, nama: tray.namaBaki, gudang: tray.kodeGudang })),
    codes: codes.map((code) => ({ kode: code.kodeHarga, harga: code.hargaPerGram })),
    jenis: depts.map((row) => ({ ...row, hargaJual: prices.get(row.kode)?.hargaJual ?? 0, hargaBeli: prices.get(row.kode)?.hargaBeli ?? 0 })),
  };
}
export type BuybackOptions = Awaited<ReturnType<typeof readBuybackOptions>>;
