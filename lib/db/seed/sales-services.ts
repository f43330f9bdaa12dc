import { subDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insertChunked } from './insert-chunked';
import { member, penjualan, service } from '../schema';
import { FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { DEMO_GOLD_PRICE_24K } from './orders';
import { createRandom } from './random';

/** 90 days of sales and services for every shop, and members (some with a birthday today). */
export async function seedSalesAndServices(db: Db, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:sales-services`);
  const sales: (typeof penjualan.$inferInsert)[] = [];
  const services: (typeof service.$inferInsert)[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = formatInTimeZone(subDays(today, back), 'Asia/Jakarta', 'yyyy-MM-dd');
    const compact = day.slice(2).replaceAll('-', '');
    const at = () => fromZonedTime(`${day}T${String(random.int(9, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`, 'Asia/Jakarta');
    for (const kodeToko of shops) {
      for (let n = 1; n <= Math.round(random.int(5, 14) * scale); n++) {
        const grams = 1 + random.next() * 14;
        const totalHarga = Math.round((grams * DEMO_GOLD_PRICE_24K * random.pick([0.7, 0.75, 0.916])) / 1000) * 1000 + random.int(5, 30) * 10_000;
        sales.push({
          noFakturJual: `JL-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`, kodeToko, tanggal: at(), kodeSales: `${kodeToko}-S${random.int(1, 4)}`,
          totalBerat: grams.toFixed(3), subtotal: totalHarga, totalHarga, bayarTunai: totalHarga, uangDiterima: totalHarga,
        });
      }
      for (let n = 1; n <= Math.round(random.int(0, 3) * scale); n++) {
        services.push({
          noService: `SV-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`, kodeToko, tanggal: at(),
          totalBerat: (1 + random.next() * 8).toFixed(3), totalHarga: random.int(5, 50) * 10_000,
        });
      }
    }
  }
  const todayMonthDay = formatInTimeZone(today, 'Asia/Jakarta', 'MM-dd');
  const members = shops.flatMap((kodeToko) =>
    Array.from({ length: Math.round(60 * scale) }, (_, i) => {
      const year = random.int(1960, 2004);
      // One in thirty members has a birthday today, so the dashboard always has someone to greet.
      const monthDay = i % 30 === 0 ? todayMonthDay : `${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      return {
        kodeMember: `${kodeToko}-M${String(i + 1).padStart(5, '0')}`, kodeToko, namaMember: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        tglLahir: monthDay === '02-29' ? `${year}-02-28` : `${year}-${monthDay}`, noHp: `08${random.int(1100000000, 1399999999)}`,
      };
    }),
  );
  await insertChunked(db, penjualan, sales);
  // The sale numbers taken above are taken in the shop's PENJUALAN sequence too, so the counter continues after them.
  await db.execute(sql`
    insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir)
    select kode_toko, 'PENJUALAN', (tanggal at time zone 'Asia/Jakarta')::date, max(right(no_faktur_jual, 4)::int) from penjualan group by 1, 3
    on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = greatest(nomor_dokumen.terakhir, excluded.terakhir)`);
  await insertChunked(db, service, services);
  await insertChunked(db, member, members);
}
