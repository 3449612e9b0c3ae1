import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, operatorUrl, type Query } from './client';

/** A page of a console list (packages/shared/src/schemas/operator-list.ts). */
export interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * One page of an operator list. The previous page stays on screen while the next loads, so
 * paging and filtering never flash an empty table.
 */
export function useOperatorList<T, P extends Page<T> = Page<T>>(path: string, query: Query) {
  return useQuery({
    queryKey: ['operator', path, query],
    queryFn: ({ signal }) => api<P>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The URL of a list's CSV export: the same filters, every row, streamed by the server. */
export function csvUrl(path: string, query: Query): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return operatorUrl(path, { ...filters, format: 'csv' });
}
