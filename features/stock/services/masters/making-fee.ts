import { and, asc, eq, sql } from 'drizzle-orm';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { parameterOngkos } from '@/features/stock/schema';
import { AppError } from '@/lib/errors/app-error';
import { COMPOUND_KEY_SEPARATOR } from '@/lib/masters/definitions';
import { audit, type MasterService, type Reader } from '@/lib/masters/services/types';

const columns = {
  kode: sql<string>`${parameterOngkos.kodeGroup} || ${COMPOUND_KEY_SEPARATOR} || ${parameterOngkos.kodeDept}`.as('kode'),
  kode_group: parameterOngkos.kodeGroup,
  kode_dept: parameterOngkos.kodeDept,
  ongkos: parameterOngkos.ongkos,
};
/** "CC / EMU" → the pair's condition (a key not of that shape finds nothing). */
function pairOf(key: string) {
  const [kodeGroup, kodeDept, ...rest] = key.split(COMPOUND_KEY_SEPARATOR);
  return and(eq(parameterOngkos.kodeGroup, kodeGroup ?? ''), eq(parameterOngkos.kodeDept, rest.length ? '\u0000' : kodeDept ?? ''));
}

async function requireChoices(db: Reader, kodeGroup: string, kodeDept: string) {
  const [group] = await db.select({ kode: groupBarang.kodeGroup }).from(groupBarang).where(eq(groupBarang.kodeGroup, kodeGroup));
  if (!group) throw new AppError('validation', 'optionUnknown', {}, 'kode_group');
  const [dept] = await db.select({ kode: jenis.kodeDept }).from(jenis).where(eq(jenis.kodeDept, kodeDept));
  if (!dept) throw new AppError('validation', 'optionUnknown', {}, 'kode_dept');
}

/** The making fee per piece of a group and jenis (a new item's ongkos); the pair is the row's key. */
export const parameterOngkosService: MasterService = {
  source: () => ({
    from: (db, fields) => db.select(fields).from(parameterOngkos).$dynamic(),
    columns,
    orderBy: [asc(parameterOngkos.kodeGroup), asc(parameterOngkos.kodeDept)],
    unique: [parameterOngkos.kodeGroup, parameterOngkos.kodeDept],
  }),
  async options(db) {
    const [groups, depts] = await Promise.all([
      db.select().from(groupBarang).orderBy(asc(groupBarang.kodeGroup)),
      db.select().from(jenis).orderBy(asc(jenis.kodeDept)),
    ]);
    return {
      groupBarang: groups.map((g) => ({ value: g.kodeGroup, label: `${g.kodeGroup} - ${g.namaGroup}` })),
      jenis: depts.map((d) => ({ value: d.kodeDept, label: `${d.kodeDept} - ${d.namaDept}` })),
    };
  },
  find: async (db, _ctx, key) => (await db.select(columns).from(parameterOngkos).where(pairOf(key)))[0],
  async insert(tx, ctx, value) {
    const kodeGroup = String(value.kode_group);
    const kodeDept = String(value.kode_dept);
    await requireChoices(tx, kodeGroup, kodeDept);
    await tx.insert(parameterOngkos).values({ kodeGroup, kodeDept, ongkos: Number(value.ongkos), createdBy: ctx.user.userId, updatedBy: ctx.user.userId });
  },
  async update(tx, ctx, key, value) {
    await tx.update(parameterOngkos).set({ ongkos: Number(value.ongkos), ...audit(ctx) }).where(pairOf(key));
  },
  async remove(tx, _ctx, key) {
    await tx.delete(parameterOngkos).where(pairOf(key));
  },
};
