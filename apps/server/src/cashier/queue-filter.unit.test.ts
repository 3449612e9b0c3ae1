import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { queueFilter, queueOrder } from './queue-filter.js';

describe('the cashier queue filter', () => {
  it('reads names any case, order numbers upper-cased and amounts as minor units', () => {
    expect(
      queueFilter({
        status: ['pending'],
        member: 'AliCe',
        orderNo: 'd2025',
        minAmount: '10',
        maxAmount: '10.50',
      }),
    ).toEqual({
      statuses: ['pending'],
      memberPrefix: 'alice',
      orderNoPrefix: 'D2025',
      minAmount: 1_000n,
      maxAmount: 1_050n,
    });
  });

  it('turns site days (GMT+8) into instants, the last day included', () => {
    expect(queueFilter({ from: '2025-11-20', to: '2025-11-21' })).toEqual({
      createdFrom: '2025-11-19T16:00:00.000Z',
      createdBefore: '2025-11-21T16:00:00.000Z',
    });
  });

  it('refuses a range that ends before it starts and days that do not exist', () => {
    for (const query of [
      { minAmount: '5', maxAmount: '4.99' },
      { from: '2025-11-21', to: '2025-11-20' },
      { from: '2025-02-29' },
      { to: '2025-04-31' },
    ]) {
      expect(() => queueFilter(query)).toThrow(AppError);
    }
  });

  it('sorts by id for age and by amount, ascending unless the field starts with a minus', () => {
    const fallback = { column: 'id', direction: 'desc' } as const;
    expect(queueOrder(undefined, fallback)).toBe(fallback);
    expect(queueOrder('createdAt', fallback)).toEqual({ column: 'id', direction: 'asc' });
    expect(queueOrder('-amount', fallback)).toEqual({ column: 'amount', direction: 'desc' });
  });
});
