import { and, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { todayInJakarta } from '../format';
import { jakartaDayRange } from '../time/jakarta';
import { PAGE_SIZES, type PageInput } from './page-params';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The counter's document lists (Lihat/Batal Penjualan, Lihat/Batal Pembelian): one input for both, read by one rule.
 * A search (nota number, customer, phone), a range of Jakarta days (either end may be open), a status (DAPAT_BATAL:
 * what may still be cancelled, an active document of today not validated yet), and the page, in the sizes every list
 * offers. Newest first.
 */
export const documentListSchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  dari: day.optional().or(z.literal('')).default(''),
  sampai: day.optional().or(z.literal('')).default(''),
  status: z.enum(['', 'AKTIF', 'BATAL', 'DAPAT_BATAL']).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)).optional().default(PAGE_SIZES[1]),
});
export type DocumentListInput = z.input<typeof documentListSchema>;
export type DocumentListForm = z.infer<typeof documentListSchema>;

/** A document table's columns the list's filters read. */
export type DocumentColumns = { kodeToko: PgColumn; tanggal: PgColumn; status: PgColumn; divalidasiAt: PgColumn };

/** The shop's scope and the form's filters, as one condition (the search is findPage's, across the searched columns). */
export function documentListWhere(columns: DocumentColumns, kodeToko: string, form: DocumentListForm): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(columns.kodeToko, kodeToko)];
  if (form.dari) filters.push(gte(columns.tanggal, jakartaDayRange(form.dari, form.dari).start));
  if (form.sampai) filters.push(lt(columns.tanggal, jakartaDayRange(form.sampai, form.sampai).end));
  if (form.status === 'DAPAT_BATAL') {
    // A validated document or one of another day would be refused after the supervisor typed his password.
    filters.push(eq(columns.status, 'AKTIF'), isNull(columns.divalidasiAt), gte(columns.tanggal, jakartaDayRange(todayInJakarta(), todayInJakarta()).start));
  } else if (form.status) filters.push(eq(columns.status, form.status));
  return and(...filters);
}

/** The page of the form as every list takes it: the list's own order (newest first), searched by `q`. */
export const documentPage = (form: DocumentListForm): PageInput => ({ page: form.page, pageSize: form.pageSize, sort: null, dir: 'desc', q: form.q });
