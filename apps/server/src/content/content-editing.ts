import { randomBytes } from 'node:crypto';
import type { Language } from '@portal/shared/constants/languages';
import type { Trx } from '../db/transaction.js';
import { toIsoString } from '../db/time.js';
import { AppError } from '../lib/app-error.js';
import type { AuditLog } from '../platform/audit/audit-log.js';
import type { Operator } from '../platform/operators/operator-routes.js';

/**
 * What the console's content editors share on the server: the edit precondition, the order of a
 * list, codes for new rows and the audit line of every change.
 */

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
