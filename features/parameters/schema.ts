import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';

/** Purchase-price parameter (para-harga-beli): a price code and its buying price per gram. */
export const paraHargaBeli = pgTable('para_harga_beli', {
  kodeHarga: varchar('kode_harga', { length: 30 }).primaryKey(),
  hargaPerGram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
  ...audit,
});
