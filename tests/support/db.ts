import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { closeDb, getDb } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed';

/** For integration tests: the test database, emptied and filled with the demo installation before each test. */
export function useDemoDatabase() {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });
  beforeEach(async () => {
    await getDb().execute(sql`truncate toko, users, para_system, hak_akses_level, hak_akses_user, login_throttle, sales, customer, pesanan, pesanan_detail, titip_uang, barang, jenis, group_barang, pembelian, hutang, hutang_detail, pindah_barang, pindah_barang_detail, penjualan, service, member, jurnal_detail, jurnal, saldo_akun, para_akun_transaksi, rekening, bank, akun, kode_transaksi cascade`);
    await seedDemo();
  });
  afterAll(async () => {
    await closeDb();
  });
  return { db: () => getDb() };
}
