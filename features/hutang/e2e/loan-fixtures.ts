import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '@/lib/db/client';
import { todayInJakarta } from '@/lib/format';
import { addDays } from '@/lib/pricing/loan';
import { jakartaMoment } from '@/lib/time/jakarta';
import { testDatabaseUrl } from '@/tests/support/test-database';
import { postLoans, redeemLoans } from '@/features/hutang/kernel';
import { sql } from '@/tests/e2e/support/fixtures';

/** The kernels on the e2e database, one connection a call (what the lending screen, not built here, will post). */
export async function onE2eDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl('e2e'), max: 1 });
  try {
    const db: Database = drizzle(pool);
    return await work(db);
  } finally {
    await pool.end();
  }
}

/** The Jakarta day `days` before today. */
export const daysAgo = (days: number) => addDays(todayInJakarta(), -days);

/**
 * A loan of CAB01 lent `days` ago at 10:00 Jakarta, on a day before the demo's closed days (no tutup_toko, so the day
 * lock lets it in): Rp 5.000.000 at 2,5 % a month (Rp 4.167 a day), two items in custody, paid out in cash.
 */
export async function lendDaysAgo(noFakturHutang: string, days: number) {
  const [closed] = await sql<{ n: number }>(`select count(*)::int as n from tutup_toko where kode_toko = 'CAB01' and tanggal = $1::date`, [daysAgo(days)]);
  if (closed.n > 0) throw new Error(`day ${daysAgo(days)} is closed: pick a day before the demo's first`);
  await onE2eDatabase((db) => db.transaction((tx) => postLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `e2e-lend-${noFakturHutang}`, at: jakartaMoment(daysAgo(days), '10:00:00'),
    loans: [{
      noFakturHutang, kodeSales: 'CAB01-S1', namaCustomer: 'Bu Ratna E2E', alamatCustomer: 'Jl. Kenanga 7, Bandung', noHpCustomer: '081298765432',
      noKtp: '3273014501800002', jumlahHutang: 5_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7,
      bayarTunai: 5_000_000, bayarTransfer: 0,
      items: [
        { kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung Rantai', beratKotor: '5.300', berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 },
        { kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat: '2.000', kadar: '75', kodeKondisi: 'KUSAM', hargaEmas: 1_000_000 },
      ],
    }],
  })));
}

/** Redeems a loan now in cash, as the Tebus form would; answers the redemption's number. */
export async function redeemNow(noFakturHutang: string, total: number): Promise<string> {
  const result = await onE2eDatabase((db) => db.transaction((tx) => redeemLoans(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: `e2e-tebus-${noFakturHutang}`, redemptions: [{ noFakturHutang, bayarTunai: total, bayarTransfer: 0 }],
  })));
  return result.settlements[0].noPelunasan;
}

/** A loan number of its own for each run (the custody packet is a tray code: 20 characters at most). */
export const e2eLoanNumber = (tag: string) => `HT-${tag}-${Date.now() % 1_000_000_000}`;
