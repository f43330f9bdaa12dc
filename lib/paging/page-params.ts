/** The page sizes a list offers; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type SortDir = 'asc' | 'desc';

/** The URL parameters a list's page is made of. */
export const PAGE_PARAMS = ['page', 'pageSize', 'sort', 'dir', 'q'] as const;

/** A list's page as the URL names it (page, pageSize, sort, dir, q), so that a shared link opens the same page. */
export type PageInput = { page: number; pageSize: number; sort: string | null; dir: SortDir; q: string };

/** What a list service answers: one page of rows and the size of the whole filtered list, counted in SQL. */
export type Paged<Row> = { data: Row[]; meta: { total: number; page: number; pageSize: number } };

/** A page's URL query as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;
type Params = SearchParams;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Reads a list's page from the URL. Anything unexpected falls back: page 1, the first page size, no sort (the list's
 * own order) unless the key is one the list sorts by, ascending, no search. The search keeps 100 characters.
 */
export function parsePageParams(params: Params, { sortable, pageSizes = PAGE_SIZES }: { sortable: readonly string[]; pageSizes?: readonly number[] }): PageInput {
  const page = Number(first(params.page));
  const pageSize = Number(first(params.pageSize));
  const sort = first(params.sort);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : pageSizes[0],
    sort: sort && sortable.includes(sort) ? sort : null,
    dir: first(params.dir) === 'desc' ? 'desc' : 'asc',
    q: (first(params.q) ?? '').trim().slice(0, 100),
  };
}

/** The URL query of a list's page, leaving out what is at its default. */
export function pageQuery(input: Partial<PageInput>, defaultPageSize: number = PAGE_SIZES[0]): URLSearchParams {
  const query = new URLSearchParams();
  if (input.page && input.page > 1) query.set('page', String(input.page));
  if (input.pageSize && input.pageSize !== defaultPageSize) query.set('pageSize', String(input.pageSize));
  if (input.sort) {
    query.set('sort', input.sort);
    query.set('dir', input.dir ?? 'asc');
  }
  if (input.q) query.set('q', input.q);
  return query;
}
