import { describe, expect, it } from 'vitest';
import { receiptStateOf } from './withdrawal-states.js';

const now = new Date('2025-11-28T10:00:00.000Z');

describe('the receipt step as the member sees it', () => {
  it('has none before the payout', () => {
    expect(receiptStateOf({ status: 'pending', receipt_due_at: null }, now)).toBe('none');
    expect(receiptStateOf({ status: 'rejected', receipt_due_at: null }, now)).toBe('none');
  });

  it('awaits the answer until the deadline, and counts it received from the deadline on', () => {
    const order = (due: string) => ({ status: 'approved' as const, receipt_due_at: due });
    expect(receiptStateOf(order('2025-11-28T10:00:00.001Z'), now)).toBe('awaiting');
    expect(receiptStateOf(order('2025-11-28T10:00:00.000Z'), now)).toBe('deemed_received');
    // SQLite keeps CURRENT_TIMESTAMP text; PostgreSQL answers a Date.
    expect(receiptStateOf(order('2025-11-28 09:59:59'), now)).toBe('deemed_received');
    expect(
      receiptStateOf({ status: 'approved', receipt_due_at: new Date('2025-11-29T00:00:00Z') }, now),
    ).toBe('awaiting');
  });

  it('is what the member answered, or how the claim was closed', () => {
    for (const status of [
      'received',
      'auto_received',
      'not_received',
      'partial',
      'refunded',
      'force_received',
    ] as const) {
      expect(receiptStateOf({ status, receipt_due_at: '2025-11-27T00:00:00Z' }, now)).toBe(status);
    }
  });
});
