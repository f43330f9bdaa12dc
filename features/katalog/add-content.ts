// No 'server-only' marker: the demo generator fills the customer app's catalogue through this.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';
import { katalogAdmin, katalogBanner, katalogGroupDescription, katalogHadiah, katalogHarga, katalogInfo, katalogItem, katalogKategori } from './schema';

type Row<T extends PgTable> = Omit<T['$inferInsert'], 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy'>;

export type KatalogContent = {
  kategori?: Row<typeof katalogKategori>[]; admin?: Row<typeof katalogAdmin>[]; groupDescription?: Row<typeof katalogGroupDescription>[];
  harga?: Row<typeof katalogHarga>[]; banner?: Row<typeof katalogBanner>[]; info?: Row<typeof katalogInfo>[];
  item?: Row<typeof katalogItem>[]; hadiah?: Row<typeof katalogHadiah>[];
};

/**
 * Rows of the customer app's catalogue lists, one statement a list, in the order their references need (categories,
 * banners and infos before the items naming them), each written by `by`. Pictures are stored by the caller first.
 */
export async function addKatalogContent(tx: Tx, content: KatalogContent, by: string): Promise<void> {
  const audit = { createdBy: by, updatedBy: by };
  const lists: [PgTable, object[] | undefined][] = [
    [katalogKategori, content.kategori], [katalogAdmin, content.admin], [katalogGroupDescription, content.groupDescription],
    [katalogHarga, content.harga], [katalogBanner, content.banner], [katalogInfo, content.info], [katalogItem, content.item], [katalogHadiah, content.hadiah],
  ];
  // drizzle cannot type a table chosen at run time; each list's rows are typed by KatalogContent above.
  for (const [table, rows] of lists) if (rows?.length) await tx.insert(table).values(rows.map((row) => ({ ...row, ...audit })) as never);
}
