import { eq } from 'drizzle-orm';
import { tableService } from '@/lib/masters/services/table-service';
import type { Reader } from '@/lib/masters/services/types';
import { service, tukang } from '../../schema';

/** Master Tukang: the craftsmen a repair ticket names; one a ticket names stays. */
export const tukangService = tableService({
  table: tukang, key: tukang.kodeTukang, keyProperty: 'kodeTukang',
  columns: { kode_tukang: tukang.kodeTukang, nama_tukang: tukang.namaTukang, no_hp: tukang.noHp },
  write: (value) => ({ namaTukang: String(value.nama_tukang), noHp: String(value.no_hp ?? '') }),
  inUse: async (db: Reader, code: string) =>
    (await db.select({ one: service.noService }).from(service).where(eq(service.kodeTukang, code)).limit(1)).length > 0,
  inUseKey: 'tukangDipakai',
});
