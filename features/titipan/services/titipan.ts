import 'server-only';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { bank, rekening } from '@/lib/db/schema/money-ledger';
import { sales } from '@/lib/db/schema/shop';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { findPage, type ListSource } from '@/lib/paging/find-page';
import type { Paged } from '@/lib/paging/page-params';
import { parseInput } from '@/lib/validation/parse-input';
import { ppnOf, saleSettings } from '@/features/pricing';
import { priceSaleItem } from '@/features/penjualan';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey } from '@/features/stock';
import { takeDeposit } from '../counter/take-deposit';
import { sellDeposit } from '../counter/sell-deposit';
import { cancelDeposit } from '../counter/cancel-deposit';
import { cancelDepositSchema, depositListSchema, depositScanSchema, sellDepositSchema, takeDepositSchema, type DepositListInput } from '../schemas';
import { cancelDepositSubject } from '../subjects';
import { titipUang } from '../schema';

const PATH = '/lihat-titipan';

export type DepositFormData = { salespeople: { kodeSales: string; namaSales: string }[]; rekening: { noRekening: string; label: string }[]; ppnPersen: string };
export type PricedDepositItem = { kodeBarcode: string; namaBarang: string; berat: string; ongkos: number; hargaJual: number; ppn: number; hargaTotal: number };
export type DepositRow = {
  noTitip: string; tanggal: Date; kodeBarcode: string | null; namaBarang: string; berat: string; namaCustomer: string; noHpCustomer: string;
  hargaTotal: number; dpRp: number; status: string; noFakturJual: string | null; refundRp: number; hangusRp: number;
};

/** What the Titip Uang form needs: the shop's salespeople and bank accounts, and the PPN rate in force. */
export async function readDepositForm({ ctx }: { ctx: SessionContext }): Promise<DepositFormData> {
  requireAccess(ctx, PATH);
  const db = readDb();
  const [people, accounts] = await Promise.all([
    db.select({ kodeSales: sales.kodeSales, namaSales: sales.namaSales }).from(sales).where(eq(sales.kodeToko, ctx.shop.kodeToko)).orderBy(asc(sales.kodeSales)),
    db.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, namaBank: bank.namaBank }).from(rekening)
      .innerJoin(bank, eq(bank.kodeBank, rekening.kodeBank)).where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening)),
  ]);
  return {
    salespeople: people,
    rekening: accounts.map((row) => ({ noRekening: row.noRekening, label: `${row.namaBank} ${row.noRekening} (${row.namaRekening})` })),
    ppnPersen: saleSettings(ctx.settings).ppnPersen,
  };
}

/**
 * A tray item scanned for a deposit, priced by the counter's own scan (features/penjualan's priceSaleItem: the shop's
 * READY item at the day's gold price, the one price owner) plus PPN at the rate in force: what the deposit holds it at.
 */
export async function priceDepositItem({ ctx, input }: { ctx: SessionContext; input: z.input<typeof depositScanSchema> }): Promise<PricedDepositItem> {
  requireAccess(ctx, PATH);
  const { barcode } = parseInput(depositScanSchema, input);
  const priced = await priceSaleItem({ ctx, input: { barcode } });
  const ppn = ppnOf(priced.hargaHitung, saleSettings(ctx.settings).ppnPersen);
  return {
    kodeBarcode: priced.kodeBarcode, namaBarang: priced.namaBarang, berat: priced.berat, ongkos: priced.ongkos, hargaJual: priced.hargaHitung,
    ppn, hargaTotal: priced.hargaHitung + ppn,
  };
}

/** Titip Uang: the item priced again here (never the browser's figure), then takeDeposit in one transaction. */
export async function takeTitipan({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof takeDepositSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, PATH);
  const form = parseInput(takeDepositSchema, input);
  const key = `titip:${ctx.user.userId}:${form.idempotencyKey}`;
  const item = await priceDepositItem({ ctx, input: { barcode: form.kodeBarcode } }).catch(async (error) => {
    // A replayed click: its item is held already, so the scan refuses it; the kernel answers the first deposit.
    const [done] = await readDb(tx).select({ no: titipUang.noTitip }).from(titipUang).where(eq(titipUang.idempotencyKey, key));
    if (done) return null;
    throw error;
  });
  return withTransaction(tx, async (db) => {
    if (!item) {
      const [row] = await db.select().from(titipUang).where(eq(titipUang.idempotencyKey, key));
      return row;
    }
    const { deposit } = await takeDeposit(db, {
      kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, kodeSales: form.kodeSales, namaCustomer: form.namaCustomer,
      alamatCustomer: form.alamatCustomer, noHpCustomer: form.noHpCustomer,
      item: { kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, berat: item.berat, ongkos: item.ongkos, hargaJual: item.hargaJual },
      ppnPersen: saleSettings(ctx.settings).ppnPersen, bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0,
      noRekeningTransfer: form.noRekeningTransfer ?? null, at: now,
    });
    return deposit;
  });
}

const COLUMNS = {
  noTitip: titipUang.noTitip, tanggal: titipUang.tanggal, kodeBarcode: titipUang.kodeBarcode, namaBarang: titipUang.namaBarang, berat: titipUang.berat,
  namaCustomer: titipUang.namaCustomer, noHpCustomer: titipUang.noHpCustomer, hargaTotal: titipUang.hargaTotal, dpRp: titipUang.dpRp, status: titipUang.status,
  noFakturJual: titipUang.noFakturJual, refundRp: titipUang.refundRp, hangusRp: titipUang.hangusRp,
};
const SEARCHED = { noTitip: 'text', namaCustomer: 'text' } as const;

/** Lihat Titipan: the shop's deposits, newest first, searched by number or customer, of one state or all, a page at a time in SQL. */
export async function findTitipan({ ctx, input, tx }: { ctx: SessionContext; input: DepositListInput; tx?: Tx }): Promise<Paged<DepositRow>> {
  requireAccess(ctx, PATH);
  const form = parseInput(depositListSchema, input);
  const where: SQL[] = [eq(titipUang.kodeToko, ctx.shop.kodeToko)];
  if (form.status) where.push(eq(titipUang.status, form.status));
  const source: ListSource = {
    from: (db, fields) => db.select(fields).from(titipUang).$dynamic(), table: titipUang, where: and(...where), columns: COLUMNS,
    orderBy: [desc(titipUang.tanggal), desc(titipUang.noTitip)], unique: [titipUang.noTitip],
  };
  return findPage<DepositRow>(readDb(tx), source, { page: form.page, pageSize: form.pageSize, sort: null, dir: 'desc', q: form.q }, SEARCHED);
}

/** Jual: the held item sold to its customer for the remainder (sellDeposit). */
export async function sellTitipan({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof sellDepositSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, PATH);
  const form = parseInput(sellDepositSchema, input);
  return withTransaction(tx, async (db) => (await sellDeposit(db, {
    kodeToko: ctx.shop.kodeToko, createdBy: ctx.user.userId, idempotencyKey: `jual-titip:${ctx.user.userId}:${form.idempotencyKey}`, noTitip: form.noTitip,
    sisaTunai: form.sisaTunai ?? 0, sisaTransfer: form.sisaTransfer ?? 0, noRekeningSisa: form.noRekeningSisa ?? null, at: now,
  })).deposit);
}

/**
 * Batal: a deposit cancelled with a reason and a supervisor's grant (BATAL_TITIP, naming the deposit, its money and the
 * refund: the rest is forfeited); cancelDeposit puts the item back in its tray and posts the refund, in this transaction.
 */
export async function cancelTitipan({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof cancelDepositSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, PATH);
  const form = parseInput(cancelDepositSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `batal-titip:${ctx.user.userId}:${form.idempotencyKey}`;
  const refundRp = form.refundRp ?? 0;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    const run = async (disetujuiOleh: string) => (await cancelDeposit(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, noTitip: form.noTitip, refundRp, alasan: form.alasan, disetujuiOleh, at: now,
    })).deposit;
    if (done) return run('-');
    const [row] = await db.select({ dpRp: titipUang.dpRp, status: titipUang.status, kodeBarcode: titipUang.kodeBarcode }).from(titipUang)
      .where(and(eq(titipUang.noTitip, form.noTitip), eq(titipUang.kodeToko, kodeToko)));
    // Asked before the supervisor is: what the kernel would refuse anyway.
    if (!row || !row.kodeBarcode) throw new AppError('not-found', 'titipanTidakDitemukan', { nomor: form.noTitip });
    if (row.status !== 'AKTIF') throw new AppError('conflict', 'titipanTidakAktif', { nomor: form.noTitip });
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_TITIP', subject: cancelDepositSubject(form.noTitip, row.dpRp, refundRp) }, tx: db });
    return run(grant.approvedBy);
  });
}
