/** One column to order a console list by (`sort=field` ascending, `sort=-field` descending). */
export interface ListSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/** Reads the `sort` parameter of a console list (operator-list.ts), or the list's default. */
export function parseSort<F extends string>(
  sort: string | undefined,
  fallback: ListSort<F>,
): ListSort<F> {
  if (!sort) return fallback;
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, direction: 'desc' }
    : { field: sort as F, direction: 'asc' };
}

/** The 1-based page and its size as limit and offset. */
export function pageWindow(
  query: { page?: number; pageSize?: number },
  defaultSize = 20,
): { page: number; pageSize: number; limit: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
