import { asc } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import type { SelectOption } from '@/lib/reports/definition';

/** Jenis (kode_dept) with SEMUA first: the filter every item report shares. */
export async function jenisOptions(db: Database): Promise<SelectOption[]> {
  const rows = await db.select({ kodeDept: jenis.kodeDept, namaDept: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
  return [{ value: 'ALL', label: 'semua', translate: true }, ...rows.map((row) => ({ value: row.kodeDept, label: `${row.kodeDept} - ${row.namaDept}` }))];
}
