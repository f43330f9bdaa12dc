import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import type { Tx } from '@/lib/db/client';
import { recordServicesAndMembers, type ServiceRecord } from '@/features/dashboard/kernel';
import { FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { createRandom } from './random';
import { JAKARTA_TZ, jakartaDay, jakartaMoment } from '@/lib/time/jakarta';
import { LIVE_DAYS } from './live-days';

/**
 * 90 days of services for every shop (the days before the last LIVE_DAYS: those are live tickets), and members (some with a birthday today). The sales are `seedSales` (sales.ts),
 * posted through the counter's kernel; services and members keep their own random stream.
 */
export async function seedServicesAndMembers(db: Tx, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:sales-services`);
  const services: ServiceRecord[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    const compact = day.slice(2).replaceAll('-', '');
    const at = () => jakartaMoment(day, `${String(random.int(9, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`);
    for (const kodeToko of shops) {
      for (let n = 1; n <= Math.round(random.int(0, 3) * scale); n++) {
        const record: ServiceRecord = {
          noService: `SV-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`, kodeToko, tanggal: at(),
          totalBerat: (1 + random.next() * 8).toFixed(3), totalHarga: random.int(5, 50) * 10_000,
        };
        // The last LIVE_DAYS days' repairs are live tickets posted through the kernel (live-documents.ts).
        if (back >= LIVE_DAYS) services.push(record);
      }
    }
  }
  const todayMonthDay = formatInTimeZone(today, JAKARTA_TZ, 'MM-dd');
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
  await recordServicesAndMembers(db, { services, members });
}
