import { siteDayStart, addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { REPORT_MAX_DAYS } from '@portal/shared/schemas/operator-reports';
import { parseSort, pageWindow } from '../../lib/operator-sort.js';
import { resolveRange } from '../dashboard/dashboard-figures.js';
import type { Instants, PageOf } from './reports.repository.js';

/** The page size of a report when the call names none. */
export const REPORT_PAGE_SIZE = 25;

/** A report's site days (both ends, today by default) and the instants they span. */
export function reportRange(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string; instants: Instants } {
  const { from, to } = resolveRange(query, siteDayOf(now), REPORT_MAX_DAYS);
  return {
    from,
    to,
    instants: {
      from: siteDayStart(from).toISOString(),
      to: siteDayStart(addSiteDays(to, 1)).toISOString(),
    },
  };
}

/** The page and order a report call asks for, `fallback` when it names no sort. */
export function reportPage<F extends string>(
  query: { page?: number; pageSize?: number; sort?: string },
  fallback: PageOf<F>['sort'],
): PageOf<F> & { page: number; pageSize: number } {
  const window = pageWindow(query, REPORT_PAGE_SIZE);
  return { ...window, sort: parseSort<F>(query.sort, fallback) };
}

type Sortable = string | number | bigint | null;

/**
 * One page of rows the service holds whole (days of a range, promotions): ordered by a field,
 * then by `tie`, so every page of one order is stable.
 */
export function pageInMemory<T, F extends string>(
  rows: T[],
  page: PageOf<F>,
  valueOf: (row: T, field: F) => Sortable,
  tie: (row: T) => string,
): T[] {
  const sign = page.sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Sortable, b: Sortable) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return [...rows]
    .sort(
      (a, b) =>
        sign * compare(valueOf(a, page.sort.field), valueOf(b, page.sort.field)) ||
        tie(a).localeCompare(tie(b)),
    )
    .slice(page.offset, page.offset + page.limit);
}
