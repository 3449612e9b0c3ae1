import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | bigint | boolean | null | undefined;

/** One column of a CSV export: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell a spreadsheet would run as a formula (CSV injection), unless it is a plain number. */
const FORMULA = /^[=+\-@\t\r]/;

/** One cell, quoted when needed, with a leading quote mark defusing spreadsheet formulas. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;

/** The header line, then one line per row, as the rows arrive. */
export async function* csvLines<T>(
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): AsyncGenerator<string> {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Chinese names).
  yield `\uFEFF${csvLine(columns.map((column) => csvCell(column.header)))}`;
  for await (const row of rows) yield csvLine(columns.map((column) => csvCell(column.value(row))));
}

/**
 * Every row of a paged query, one page at a time, so an export of any size holds one page in
 * memory. `fetchPage` gets 1-based page numbers; a page shorter than `pageSize` is the last.
 */
export async function* everyPage<T>(
  fetchPage: (page: number, pageSize: number) => Promise<readonly T[]>,
  pageSize = 500,
): AsyncGenerator<T> {
  for (let page = 1; ; page += 1) {
    const rows = await fetchPage(page, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Streams rows as a CSV download named `<name>-<UTC date>.csv`. The route returns what this
 * returns; the body is written while the rows are read, never built in memory.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(columns, rows)));
}
