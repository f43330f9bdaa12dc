import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { akun, jurnal, jurnalDetail } from '@/lib/db/schema/money-ledger';
import { getTranslations } from 'next-intl/server';
import { readRupiah, spaced } from '@/lib/format';
import { isMessageKey } from '@/lib/i18n/keys';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  no_jurnal?: string; tanggal?: Date; trx?: string; keterangan?: string; nomor_akun: string; nama_akun: string;
  saldo_awal?: number; debit: number; kredit: number; saldo_akhir?: number;
};

const isJournal = (values: Record<string, string>) => values.tampilan !== 'NERACA_SALDO';
const isTrialBalance = (values: Record<string, string>) => values.tampilan === 'NERACA_SALDO';

/**
 * Laporan Jurnal (owner): the journal entries of a period line by line, or the trial balance per account (opening
 * balance, debit and kredit of the period, closing balance). Every entry balances, so both debit and kredit totals
 * agree and the balances of all accounts sum to zero.
 */
export const jurnalReport: ReportDefinition<Row> = {
  id: 'jurnal',
  path: '/laporan-jurnal',
  titleKey: 'laporan-jurnal',
  branchSelector: true,
  dateRange: true,
  selects: [{
    name: 'tampilan', label: 'tampilan',
    options: async () => [{ value: 'JURNAL', label: 'jurnalUmum', translate: true }, { value: 'NERACA_SALDO', label: 'neracaSaldo', translate: true }],
  }],
  exportName: 'Laporan Jurnal',
  messages: { empty: 'jurnalEmpty', available: 'jurnalAvailable', failed: 'jurnalEmpty', emptyText: 'jurnalEmpty' },
  columns: [
    { key: 'no_jurnal', label: 'noJurnal', format: 'text', width: 1.4, when: isJournal },
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8, when: isJournal },
    { key: 'trx', label: 'transaksi', format: 'text', width: 1.3, when: isJournal },
    { key: 'keterangan', label: 'keterangan', format: 'text', width: 2, when: isJournal, emptyAs: '-' },
    { key: 'nomor_akun', label: 'nomorAkun', format: 'text', width: 1.1 },
    { key: 'nama_akun', label: 'namaAkun', format: 'text', width: 1.6 },
    { key: 'saldo_awal', label: 'saldoAwal', format: 'money', total: true, width: 1.2, when: isTrialBalance },
    { key: 'debit', label: 'debit', format: 'money', total: true, width: 1.2 },
    { key: 'kredit', label: 'kredit', format: 'money', total: true, width: 1.2 },
    { key: 'saldo_akhir', label: 'saldoAkhir', format: 'money', total: true, width: 1.2, when: isTrialBalance },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    if (isJournal(filters.values)) {
      const select = db
        .select({
          no_jurnal: jurnal.noJurnal, tanggal: jurnal.tanggal, trx: jurnal.trx, keterangan: jurnal.keterangan,
          nomor_akun: jurnalDetail.nomorAkun, nama_akun: akun.namaAkun, debit: jurnalDetail.debit, kredit: jurnalDetail.kredit,
        })
        .from(jurnalDetail)
        .innerJoin(jurnal, eq(jurnal.id, jurnalDetail.jurnalId))
        .innerJoin(akun, eq(akun.nomorAkun, jurnalDetail.nomorAkun))
        .where(and(eq(jurnal.kodeToko, filters.kodeToko), gte(jurnal.tanggal, start), lt(jurnal.tanggal, end)))
        .$dynamic();
      return { select, orderBy: [asc(jurnal.tanggal), asc(jurnal.id), asc(jurnalDetail.id)] };
    }
    const before = sql`(${jurnal.tanggal} < ${start})`;
    const saldoAwal = sql`sum(case when ${before} then ${jurnalDetail.debit} - ${jurnalDetail.kredit} else 0 end)`;
    const debit = sql`sum(case when ${before} then 0 else ${jurnalDetail.debit} end)`;
    const kredit = sql`sum(case when ${before} then 0 else ${jurnalDetail.kredit} end)`;
    const select = db
      .select({
        nomor_akun: akun.nomorAkun, nama_akun: akun.namaAkun,
        saldo_awal: sql<number>`${saldoAwal}`.mapWith(readRupiah).as('saldo_awal'),
        debit: sql<number>`${debit}`.mapWith(readRupiah).as('debit'),
        kredit: sql<number>`${kredit}`.mapWith(readRupiah).as('kredit'),
        saldo_akhir: sql<number>`(${saldoAwal} + ${debit} - ${kredit})`.mapWith(readRupiah).as('saldo_akhir'),
      })
      .from(jurnalDetail)
      .innerJoin(jurnal, eq(jurnal.id, jurnalDetail.jurnalId))
      .innerJoin(akun, eq(akun.nomorAkun, jurnalDetail.nomorAkun))
      .where(and(eq(jurnal.kodeToko, filters.kodeToko), lt(jurnal.tanggal, end)))
      .groupBy(akun.nomorAkun, akun.namaAkun)
      .$dynamic();
    return { select, orderBy: [asc(akun.nomorAkun)] };
  },
  async present(rows) {
    // The transaction kind in the user's language (PENJUALAN → "Penjualan", "Sales"…), on the page and in both exports;
    // a kind without words keeps its code, spaced.
    // Outside a request (the bench, plain Node) there is no translator: the code, spaced.
    const t = await (async () => getTranslations('codes'))().catch(() => null);
    return rows.map((row) => ('trx' in row ? { ...row, trx: trxWords(t, String(row.trx)) } : row) as Row);
  },
};

const trxWords = (t: Awaited<ReturnType<typeof getTranslations<'codes'>>> | null, trx: string) => {
  const key = `trx.${trx}`;
  return t && isMessageKey(t, key) ? t(key) : spaced(trx);
};
