import { subDays } from 'date-fns';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db/client';
import { paraSystem, users } from '@/lib/db/schema/shop';
import { DEMO_SHOPS, DEMO_USERS, FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { seedInstallation } from '@/features/users/kernel';
import { seedItems } from './items';
import { writeDemoPhotos } from './photos';
import { seedKatalog } from './katalog';
import { seedLedger } from './ledger';
import { seedCashBookAndClosings } from './cash-book';
import { seedServicesAndMembers } from './sales-services';
import { seedSales } from './sales';
import { seedTransfers } from './transfers';
import { seedStockDocuments } from './stock-documents';
import { DEMO_GOLD_PRICE_24K, seedOrders } from './orders';
import { HARGA_GLOBAL_KEY } from '@/lib/settings/keys';
import { seedPurchases } from './purchases';
import { seedLoans } from './loans';
import { seedLiveDocuments } from './live-documents';
import { createRandom } from './random';
import { seedDemoLoanParameters } from './loan-parameters';

/**
 * The modules the demo's screens for orders, deposits, repairs and pre-orders need, switched on whatever their default
 * (issue 28): pre-orders, the supervisors' validation of orders and repairs, the repairs' description list, and
 * WhatsApp (the notas' "Kirim WA"; sending needs a gateway set in Setting).
 */
export const DEMO_MODULES_ON = ['PRE_ORDER_MODULE', 'VALIDASI_PESANAN_MODULE', 'VALIDASI_SERVICE_MODULE', 'PARAMETER_DESKRIPSI_SERVICE_MODULE', 'WHATSAPP_MODULE'];

export type DemoLogin = { level: string; userId: string; password: string; kodeToko: string };

// One hash per distinct demo password and process: scrypt at OWASP cost takes a fraction of a second each.
const demoHashes = new Map<string, Promise<string>>();
function hashDemoPassword(password: string): Promise<string> {
  if (!demoHashes.has(password)) demoHashes.set(password, hashPassword(password));
  return demoHashes.get(password)!;
}

export { isDatabaseEmpty } from '@/lib/db/is-empty';

/**
 * Fills an empty database with the demo installation: what every installation has (seedInstallation) for a head
 * office and two branches, a user of every level with the published passwords, and 90 days of data. Deterministic for a given seed; `scale` multiplies the generated staff.
 */
export async function seedDemo({ scale = 1, seed = 'kilau-demo' }: { scale?: number; seed?: string } = {}): Promise<DemoLogin[]> {
  const random = createRandom(seed);
  const passwords = [...new Set(DEMO_USERS.map((user) => user.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashDemoPassword(p)] as const)));
  const staffHash = hashes.get('kasir123')!;

  const generated = DEMO_SHOPS.filter((shop) => shop.appType !== 'PUSAT').flatMap((shop) =>
    Array.from({ length: Math.round(5 * scale) }, (_, index) => ({
      userId: `${shop.kodeToko.toLowerCase()}.staf${String(index + 1).padStart(3, '0')}`,
      namaUser: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      level: random.next() < 0.3 ? 'KASIR' : 'USER',
      kodeToko: shop.kodeToko,
      passwordHash: staffHash,
    })),
  );

  const photos = await writeDemoPhotos();
  const shops = DEMO_SHOPS.map((shop) => shop.kodeToko);
  const today = new Date();
  await getDb().transaction(async (tx) => {
    await seedInstallation(tx, { shops: DEMO_SHOPS.map((shop) => ({ ...shop })) });
    await tx.insert(users).values([
      ...DEMO_USERS.map(({ password, ...user }) => ({ ...user, passwordHash: hashes.get(password)! })),
      ...generated,
    ]);
    await tx.insert(paraSystem).values({ key: HARGA_GLOBAL_KEY, value: String(DEMO_GOLD_PRICE_24K) });
    await tx.update(paraSystem).set({ value: 'true' }).where(inArray(paraSystem.key, DEMO_MODULES_ON));

    const { items } = await seedItems(tx, { shops, scale, seed, photos, today });
    await seedTransfers(tx, { items, scale, seed, today });
    await seedOrders(tx, { shops, scale, seed, today });
    // Dated before the demo's first day, so every day's cash opening (the closing, Laporan Keuangan Akhir Hari) holds it.
    await seedLedger(tx, { shops: DEMO_SHOPS.map(({ kodeToko, namaToko }) => ({ kodeToko, namaToko })), openedAt: subDays(today, 91) });
    await seedServicesAndMembers(tx, { shops, scale, seed, today });
    await seedKatalog(tx);
    await seedDemoLoanParameters(tx);
    await seedStockDocuments(tx, { items, seed, today });
  });
  // The sales a day per transaction (each sale's key holds a lock until its transaction ends: 90 days of sales at
  // --scale 100 in one transaction would take more locks than PostgreSQL's lock table holds).
  await seedSales(getDb(), { shops, scale, seed, today });
  // After the sales: own items come back, and the sales' cash pays for them.
  await getDb().transaction((tx) => seedPurchases(tx, { shops, scale, seed, today }));
  // After the buybacks: the loans pay out of what the sales and the buybacks left (a transaction a day, as the sales).
  await seedLoans(getDb(), { shops, scale, seed, today });
  // The last days' orders, deposits, repairs and pre-orders through their kernels, before the days are closed.
  await seedLiveDocuments(getDb(), { shops, seed, today });
  // Last: the cash book, then every day before today closed (a closed day takes no more entries).
  await getDb().transaction((tx) => seedCashBookAndClosings(tx, { shops, seed, today }));
  return DEMO_USERS.map(({ level, userId, password, kodeToko }) => ({ level, userId, password, kodeToko }));
}
