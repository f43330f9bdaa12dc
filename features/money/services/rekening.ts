import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { akun, bank, jurnalDetail, paraAkunTransaksi, rekening, saldoAkun } from '@/lib/db/schema/money-ledger';
import { toko } from '@/lib/db/schema/shop';
import { bankAccountOf } from '@/lib/ledger/accounts';
import { AppError, ConflictError, type ErrorKey } from '@/lib/errors/app-error';
import { audit, type MasterService, type Reader } from '@/lib/masters/services/types';

const columns = { no_rekening: rekening.noRekening, nama_rekening: rekening.namaRekening, kode_bank: rekening.kodeBank, kode_toko: rekening.kodeToko };
const isPusat = (ctx: SessionContext) => ctx.shop.appType === 'PUSAT';
/** Head office keeps every shop's accounts; a branch sees and keeps its own. */
const inScope = (ctx: SessionContext): SQL | undefined => (isPusat(ctx) ? undefined : eq(rekening.kodeToko, ctx.shop.kodeToko));
const fieldError = (field: string, key: ErrorKey) => new AppError('validation', key, {}, field);

async function checkBank(db: Reader, kodeBank: string) {
  const [found] = await db.select({ kode: bank.kodeBank }).from(bank).where(eq(bank.kodeBank, kodeBank));
  if (!found) throw fieldError('kode_bank', 'optionUnknown');
}

/** Bank accounts; each has its own ledger account, created with it and removed with it while no entry names it. */
export const rekeningService: MasterService = {
  source: (ctx) => ({
    from: (db, fields) => db.select(fields).from(rekening).$dynamic(),
    where: inScope(ctx),
    columns,
    orderBy: [asc(rekening.kodeToko), asc(rekening.noRekening)],
    unique: [rekening.noRekening],
  }),
  async options(db, ctx) {
    const [banks, shops] = await Promise.all([
      db.select().from(bank).orderBy(asc(bank.kodeBank)),
      db.select().from(toko).where(isPusat(ctx) ? undefined : eq(toko.kodeToko, ctx.shop.kodeToko)).orderBy(asc(toko.kodeToko)),
    ]);
    return {
      banks: banks.map((b) => ({ value: b.kodeBank, label: `${b.kodeBank} - ${b.namaBank}` })),
      shops: shops.map((s) => ({ value: s.kodeToko, label: `${s.kodeToko} · ${s.namaToko}` })),
    };
  },
  find: async (db, ctx, key) => (await db.select(columns).from(rekening).where(and(eq(rekening.noRekening, key), inScope(ctx))))[0],
  async insert(tx, ctx, value) {
    const noRekening = String(value.no_rekening);
    const kodeToko = String(value.kode_toko);
    const kodeBank = String(value.kode_bank);
    if (!isPusat(ctx) && kodeToko !== ctx.shop.kodeToko) throw fieldError('kode_toko', 'shopNotAllowed');
    const [shop] = await tx.select({ kode: toko.kodeToko }).from(toko).where(eq(toko.kodeToko, kodeToko));
    if (!shop) throw fieldError('kode_toko', 'optionUnknown');
    await checkBank(tx, kodeBank);
    const nomorAkun = bankAccountOf(noRekening);
    const by = { createdBy: ctx.user.userId, updatedBy: ctx.user.userId };
    await tx.insert(akun).values({ nomorAkun, namaAkun: `Bank ${kodeBank} ${noRekening}`, jenis: 'ASET', kodeToko, ...by });
    await tx.insert(rekening).values({ noRekening, namaRekening: String(value.nama_rekening), kodeBank, kodeToko, nomorAkun, ...by });
  },
  async update(tx, ctx, key, value) {
    const kodeBank = String(value.kode_bank);
    await checkBank(tx, kodeBank);
    await tx.update(rekening).set({ namaRekening: String(value.nama_rekening), kodeBank, ...audit(ctx) }).where(and(eq(rekening.noRekening, key), inScope(ctx)));
    await tx.update(akun).set({ namaAkun: `Bank ${kodeBank} ${key}`, ...audit(ctx) }).where(eq(akun.nomorAkun, bankAccountOf(key)));
  },
  async remove(tx, ctx, key) {
    const [account] = await tx.select({ nomorAkun: rekening.nomorAkun }).from(rekening).where(and(eq(rekening.noRekening, key), inScope(ctx)));
    if (!account) return;
    const [posted] = await tx.select({ id: jurnalDetail.id }).from(jurnalDetail).where(eq(jurnalDetail.nomorAkun, account.nomorAkun)).limit(1);
    const [parameter] = await tx.select({ trx: paraAkunTransaksi.trx }).from(paraAkunTransaksi).where(eq(paraAkunTransaksi.nomorAkun, account.nomorAkun)).limit(1);
    if (posted || parameter) throw ConflictError('dataInUse');
    await tx.delete(rekening).where(eq(rekening.noRekening, key));
    await tx.delete(saldoAkun).where(eq(saldoAkun.nomorAkun, account.nomorAkun));
    await tx.delete(akun).where(eq(akun.nomorAkun, account.nomorAkun));
  },
};
