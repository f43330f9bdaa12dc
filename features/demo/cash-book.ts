import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import type { Db, Tx } from '@/lib/db/client';
import { postCashBookEntry } from '@/lib/ledger/cash-book';
import { closeShopDay } from '@/features/tutup-toko/kernel';
import { createRandom } from './random';
import { JAKARTA_TZ, jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

/** The demo's shop expenses and other income, per kind of entry: category, description, amount range in thousands. */
const EXPENSES = [
  ['Beli ATK dan kertas nota', 25, 150], ['Konsumsi karyawan', 50, 250], ['Parkir dan kebersihan', 10, 60],
  ['Bensin kurir', 30, 120], ['Bayar listrik toko', 350, 900], ['Servis timbangan', 150, 400],
] as const;
const INCOME = [['Jasa patri', 25, 100], ['Jasa cuci emas', 20, 75]] as const;
const SUPERVISOR: Record<string, string> = { CAB01: 'spv', CAB02: 'spv2' };

/** A moment of a Jakarta day, hour and minute. */
const at = (day: string, minutes: number) =>
  jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);

/**
 * The demo's Uang Kas (1 to 3 expenses a day, now and then other income) for the last `days` days of every shop
 * through the screen's kernel (postCashBookEntry), and then every day before today closed through the closing's kernel
 * (closeShopDay), most with the counted cash equal to the expected, some a few thousand short or over (a SELISIH_KAS
 * entry), so Laporan Keuangan Akhir Hari has rows. Today stays open. Run after every other posting of the demo: a
 * closed day takes no more entries. 30 days (a month, Laporan Keuangan Akhir Hari's longest range): the seed runs before
 * every db test, and 90 days of entries and closings cost 6 s a seed (30: 1.7 s); earlier days stay open.
 */
export async function seedCashBookAndClosings(db: Db, { shops, seed, today, days = 30 }: { shops: string[]; seed: string; today: Date; days?: number }) {
  const tx = db as unknown as Tx;
  const random = createRandom(`${seed}:cash-book`);
  const nowMinutes = Number(formatInTimeZone(today, JAKARTA_TZ, 'H')) * 60 + Number(formatInTimeZone(today, JAKARTA_TZ, 'm'));
  for (const kodeToko of shops.filter((shop) => SUPERVISOR[shop])) {
    const createdBy = SUPERVISOR[kodeToko];
    for (let back = days; back >= 0; back -= 1) {
      const day = jakartaDay(subDays(today, back));
      // Today's entries happen before now (none before 09:00); earlier days' between 09:00 and 20:00.
      const latest = back === 0 ? Math.min(nowMinutes - 1, 20 * 60) : 20 * 60;
      const count = latest < 9 * 60 ? 0 : random.int(1, 3);
      for (let n = 0; n < count; n += 1) {
        const income = random.next() < 0.15;
        const [keterangan, min, max] = income ? random.pick(INCOME) : random.pick(EXPENSES);
        await postCashBookEntry(tx, {
          kodeToko, kind: 'KAS', arah: income ? 'MASUK' : 'KELUAR', kategori: income ? 'PENDAPATAN_LAIN' : 'BIAYA_OPERASIONAL',
          jumlah: random.int(min, max) * 1000, keterangan, createdBy, idempotencyKey: `demo-kas-${kodeToko}-${day}-${n}`,
          tanggal: at(day, random.int(9 * 60, latest)),
        });
      }
      if (back === 0) continue;
      const short = random.next();
      await closeShopDay(tx, {
        kodeToko, tanggal: day, createdBy, disetujuiOleh: createdBy, idempotencyKey: `demo-tutup-${kodeToko}-${day}`,
        // One day in ten a few thousand short or over.
        kasFisik: (kasAkhir) => (short < 0.05 ? Math.max(0, kasAkhir - random.int(1, 20) * 1000) : short < 0.1 ? kasAkhir + random.int(1, 10) * 1000 : kasAkhir),
        at: at(day, 21 * 60),
      });
    }
  }
}
