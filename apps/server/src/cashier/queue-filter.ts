import { parseSiteDay, addSiteDays } from '@portal/shared/site-day';
import { nowIso } from '../db/time.js';
import { parseAmount } from '../lib/amount.js';
import { AppError } from '../lib/app-error.js';

/**
 * The filters and order of the cashier's two operator queues (deposits and withdrawals, decision
 * 043), read from the query once so both repositories apply the same rules.
 */
export interface QueueFilter<S extends string> {
  statuses?: readonly S[];
  /** Lower-cased start of the member's username (account_key). */
  memberPrefix?: string;
  /** Upper-cased start of the order number. */
  orderNoPrefix?: string;
  /** Minor units, both ends included. */
  minAmount?: bigint;
  maxAmount?: bigint;
  /** Instants (ISO) of creation: from included, before excluded. */
  createdFrom?: string;
  createdBefore?: string;
}

/** `createdAt` sorts by id, which grows with creation time and has an index with the status. */
export interface QueueOrder {
  column: 'id' | 'amount';
  direction: 'asc' | 'desc';
}

export interface QueueQuery<S extends string> {
  status?: readonly S[] | undefined;
  member?: string | undefined;
  orderNo?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const refuse = (path: string, reason: string) =>
  new AppError('VALIDATION_FAILED', {}, [{ path, reason }]);

function siteDay(text: string, path: string): Date {
  const start = parseSiteDay(text);
  if (!start) throw refuse(path, 'invalid_date');
  return start;
}

/** The query's filters; VALIDATION_FAILED for a range that ends before it starts or a bad day. */
export function queueFilter<S extends string>(query: QueueQuery<S>): QueueFilter<S> {
  const filter: QueueFilter<S> = {};
  if (query.status) filter.statuses = query.status;
  if (query.member) filter.memberPrefix = query.member.toLowerCase();
  if (query.orderNo) filter.orderNoPrefix = query.orderNo.toUpperCase();
  if (query.minAmount !== undefined) filter.minAmount = parseAmount(query.minAmount, 'minAmount');
  if (query.maxAmount !== undefined) filter.maxAmount = parseAmount(query.maxAmount, 'maxAmount');
  if (
    filter.minAmount !== undefined &&
    filter.maxAmount !== undefined &&
    filter.maxAmount < filter.minAmount
  ) {
    throw refuse('maxAmount', 'below_minimum');
  }
  if (query.from) filter.createdFrom = nowIso(siteDay(query.from, 'from'));
  if (query.to) {
    siteDay(query.to, 'to');
    // The whole of the last day: up to the start of the next one.
    filter.createdBefore = nowIso(siteDay(addSiteDays(query.to, 1), 'to'));
  }
  if (query.from && query.to && query.to < query.from) throw refuse('to', 'before_from');
  return filter;
}

/** `createdAt`, `-createdAt`, `amount` or `-amount`; `fallback` when none is asked. */
export function queueOrder(sort: string | undefined, fallback: QueueOrder): QueueOrder {
  if (!sort) return fallback;
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const field = sort.replace(/^-/, '');
  return { column: field === 'amount' ? 'amount' : 'id', direction };
}
