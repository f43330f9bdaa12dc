import 'server-only';
import { asc } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import { bandrol, groupBarang, jenis, supplier } from '@/lib/db/schema/gram-ledger';
import { parameterOngkos } from '@/features/stock/schema';
import { readDb } from '@/lib/db/transaction';
import { readPlaces } from '../../services/places';
import type { ItemOptions } from '../types';
import { settingFlag } from '@/lib/settings/read';

export type { ItemOptions };

/** What the item forms and the Data Barang filters choose from; suppliers only where SUPPLIER_BARANG_MODULE is on. */
export async function findItemOptions({ ctx }: { ctx: SessionContext }): Promise<ItemOptions> {
  requireAccess(ctx, ['/tambah-data-barang', '/data-barang', '/tambah-barang-banyak']);
  const db = readDb();
  const supplierOn = settingFlag(ctx.settings, 'SUPPLIER_BARANG_MODULE');
  const [groups, jenisRows, ongkos, places, suppliers, bandrols] = await Promise.all([
    db.select({ kode: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup)),
    db.select({ kode: jenis.kodeDept, nama: jenis.namaDept, kadar: jenis.kadar }).from(jenis).orderBy(asc(jenis.kodeDept)),
    db.select({ group: parameterOngkos.kodeGroup, dept: parameterOngkos.kodeDept, ongkos: parameterOngkos.ongkos }).from(parameterOngkos),
    readPlaces(ctx, db),
    supplierOn ? db.select({ kode: supplier.kodeSupplier, nama: supplier.namaSupplier }).from(supplier).orderBy(asc(supplier.kodeSupplier)) : null,
    db.select({ kode: bandrol.kodeBandrol, nama: bandrol.namaBandrol }).from(bandrol).orderBy(asc(bandrol.kodeBandrol)),
  ]);
  return { groups, jenis: jenisRows, ongkos, places, suppliers, bandrols };
}
