import type { FastifyReply } from 'fastify';
import { everyPage, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { ok } from '../../lib/responses.js';

/** The page size of a console list when the call does not say. */
export const DEFAULT_PAGE_SIZE = 20;

/** One page of a list: its rows and how many the whole list holds. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A money cell: always two decimals. */
export const moneyCell = (value: number | null) => (value === null ? '' : value.toFixed(2));

/**
 * A console list's answer (decision 041): one page as `{ list, page, pageSize, total }`, or
 * with `format=csv` the whole list streamed page by page.
 */
export async function pageOrCsv<T>(
  reply: FastifyReply,
  query: { page?: number; pageSize?: number; format?: 'json' | 'csv' },
  csv: { name: string; columns: readonly CsvColumn<T>[] },
  fetch: (page: number, pageSize: number) => Promise<ListPage<T>>,
) {
  if (query.format === 'csv') {
    return sendCsv(
      reply,
      csv.name,
      csv.columns,
      everyPage(async (page, pageSize) => (await fetch(page, pageSize)).rows),
    );
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await fetch(page, pageSize);
  return ok({ list: rows, page, pageSize, total });
}
