import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../../lib/app-error.js';
import type { ItemResult, TransactionValue } from './protocol.js';

export type BatchLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * Items of one `credits` or `debits` call sent down the single path at once, each in its own
 * transaction; more would only queue for the database pool.
 */
export const ITEMS_IN_FLIGHT = 8;

/**
 * One item of a `credits` or `debits` call answered as its own call would be: its value, its
 * refusal, or SYSTEM_ERROR when its outcome is unknown (it may have committed: the provider
 * sends it again).
 */
export async function answerItem(
  call: { provider: string; transactionId: string; name: 'credits' | 'debits' },
  work: () => Promise<TransactionValue>,
  log: BatchLog,
): Promise<ItemResult> {
  const { provider, transactionId } = call;
  try {
    return { transactionId, ok: true, value: await work() };
  } catch (error) {
    if (isAppError(error) && error.statusCode < 500) {
      return { transactionId, ok: false, errorCode: error.code, value: error.value };
    }
    log.error({ err: error, provider, transactionId }, `seamless ${call.name}: one item failed`);
    return { transactionId, ok: false, errorCode: 'SYSTEM_ERROR', value: null };
  }
}
