import { randomBytes } from 'node:crypto';
import type { Language } from '@portal/shared/constants/languages';
import type { Trx } from '../db/transaction.js';
import { toIsoString } from '../db/time.js';
import { AppError } from '../lib/app-error.js';
import { everyPage } from '../lib/csv.js';
import { pageWindow, type ListSort } from '../lib/operator-sort.js';
import type { AuditLog } from '../platform/audit/audit-log.js';
import type { Operator } from '../platform/operators/operator-routes.js';

/**
 * What the console's content editors share on the server: their lists (a page with its total,
 * and every row for the CSV export), the row a change applies to with the edit precondition, the
 * order of a list, codes for new rows and the audit line of every change.
 */

/** Where a content list reads its rows: one page under a filter and sort, and their count. */
export interface ContentListSource<F, S extends string, R> {
  page(filter: F, sort: ListSort<S>, window: { limit: number; offset: number }): Promise<R[]>;
  count(filter: F): Promise<number>;
}

/** One page of a content list with its total, each row made into what the console shows. */
export async function contentPage<F, S extends string, R, T>(
  source: ContentListSource<F, S, R>,
  filter: F,
  sort: ListSort<S>,
  query: { page?: number; pageSize?: number },
  items: (records: readonly R[]) => Promise<T[]>,
): Promise<{ list: T[]; page: number; pageSize: number; total: number }> {
  const window = pageWindow(query);
  const [records, total] = await Promise.all([
    source.page(filter, sort, window),
    source.count(filter),
  ]);
  return { list: await items(records), page: window.page, pageSize: window.pageSize, total };
}

/** Every row the filter keeps, one page at a time (the CSV export). */
export function everyContentItem<F, S extends string, R, T>(
  source: ContentListSource<F, S, R>,
  filter: F,
  sort: ListSort<S>,
  items: (records: readonly R[]) => Promise<T[]>,
): AsyncIterable<T> {
  return everyPage(async (page, pageSize) =>
    items(await source.page(filter, sort, { limit: pageSize, offset: (page - 1) * pageSize })),
  );
}

/** One item of a list made into what the console shows, or NOT_FOUND. */
export async function oneContentItem<R, T>(
  found: Promise<R | undefined>,
  items: (records: readonly R[]) => Promise<T[]>,
): Promise<T> {
  const record = await found;
  if (!record) throw new AppError('NOT_FOUND');
  const [item] = await items([record]);
  return item as T;
}

/**
 * The stored row a change applies to, read in the change's transaction: NOT_FOUND when it is
 * gone and, given the `updatedAt` the editor loaded, CONFLICT when it changed since.
 */
export async function rowToChange<R extends { updated_at: Date | string }>(
  found: Promise<R | undefined>,
  expectedUpdatedAt?: string,
): Promise<R> {
  const current = await found;
  if (!current) throw new AppError('NOT_FOUND');
  assertUnchanged(current.updated_at, expectedUpdatedAt);
  return current;
}

/**
 * CONFLICT when the item changed after the editor loaded it (`expected` is the `updatedAt` the
 * editor read); no precondition when the editor sent none. Compared to the millisecond.
 */
export function assertUnchanged(stored: Date | string, expected: string | undefined): void {
  if (expected === undefined) return;
  const then = Date.parse(expected);
  if (Number.isNaN(then) || Date.parse(toIsoString(stored)) !== then) {
    throw new AppError('CONFLICT', {}, [{ path: 'updatedAt', reason: 'changed_since_loaded' }]);
  }
}

/** CONFLICT unless `ids` names exactly the items the list has now (someone added or removed one). */
export function assertSameItems(current: readonly number[], ids: readonly number[]): void {
  const now = new Set(current);
  if (now.size !== ids.length || ids.some((id) => !now.has(id))) {
    throw new AppError('CONFLICT', {}, [{ path: 'ids', reason: 'list_changed' }]);
  }
}

/** A code for a row made in the console: content codes are unique, and nobody types them. */
export const newContentCode = (prefix: string): string =>
  `${prefix}-${randomBytes(6).toString('hex')}`;

/** An instant as stored (ISO 8601 in UTC), so text comparison on SQLite orders correctly. */
export const storedInstant = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The languages of a translations map, in a stable order, with their texts. */
export const translationEntries = <T>(translations: Partial<Record<Language, T>>) =>
  (Object.entries(translations) as [Language, T | undefined][]).filter(
    (entry): entry is [Language, T] => entry[1] !== undefined,
  );

/** The audit line of a content change, in the change's transaction. */
export function recordContentChange(
  audit: Pick<AuditLog, 'record'>,
  operator: Operator,
  change: { action: string; target: string; details: Record<string, unknown> },
  trx: Trx,
): Promise<void> {
  return audit.record({ staff: operator.staff, ip: operator.ip, ...change }, trx);
}
