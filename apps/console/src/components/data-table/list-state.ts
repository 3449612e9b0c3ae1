import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Query } from '../../api/client';

export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZES = [25, 50, 100] as const;

export interface ListState<F extends string = string> {
  page: number;
  pageSize: number;
  /** `field` ascending or `-field` descending; '' for the list's own order. */
  sort: string;
  filters: Record<F, string>;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string) => void;
  /** Changes some filters and goes back to page 1. */
  setFilters: (changes: Partial<Record<F, string>>) => void;
  clearFilters: () => void;
  /** What the list call takes: page, pageSize, sort and the filters that are set. */
  query: Query;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A list's paging, sorting and filters kept in the URL's query, so a filtered list can be
 * shared, bookmarked and reloaded, and Back undoes a filter.
 */
export function useListState<F extends string>(
  filterKeys: readonly F[],
  defaults: { pageSize?: number; sort?: string; filters?: Partial<Record<F, string>> } = {},
): ListState<F> {
  const [params, setParams] = useSearchParams();
  // setParams hands its updater the query of the render that made it; a filter applied from an
  // older closure (a text filter's timer) must build on the URL as it is now, not as it was.
  const current = useRef(params);
  current.current = params;
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('pageSize'), defaults.pageSize ?? DEFAULT_PAGE_SIZE);
  const sort = params.get('sort') ?? defaults.sort ?? '';
  const filterText = filterKeys
    .map((key) => params.get(key) ?? defaults.filters?.[key] ?? '')
    .join('\u0000');

  const filters = useMemo(() => {
    const values = filterText.split('\u0000');
    return Object.fromEntries(filterKeys.map((key, index) => [key, values[index] ?? ''])) as Record<
      F,
      string
    >;
    // filterKeys is a constant list of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterText]);

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        () => {
          const next = new URLSearchParams(current.current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return useMemo<ListState<F>>(
    () => ({
      page,
      pageSize,
      sort,
      filters,
      setPage: (next) => update({ page: next === 1 ? null : next }),
      setPageSize: (next) => update({ pageSize: next, page: null }),
      setSort: (next) => update({ sort: next, page: null }),
      setFilters: (changes) => update({ ...(changes as Record<string, string>), page: null }),
      clearFilters: () =>
        update({ ...Object.fromEntries(filterKeys.map((key) => [key, null])), page: null }),
      query: {
        page,
        pageSize,
        ...(sort ? { sort } : {}),
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, pageSize, sort, filters, update],
  );
}

/** The next sort when a column header is clicked: ascending, then descending, then none. */
export function nextSort(current: string, field: string, descendingFirst = false): string {
  if (current === field) return descendingFirst ? '' : `-${field}`;
  if (current === `-${field}`) return descendingFirst ? field : '';
  return descendingFirst ? `-${field}` : field;
}
