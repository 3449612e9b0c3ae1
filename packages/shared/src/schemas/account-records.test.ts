import { describe, expect, it } from 'vitest';
import { accountRecordsQuerySchema, recordTypeOf } from './account-records.js';

describe('accountRecordsQuerySchema', () => {
  it('takes one type, repeated types and comma-separated types', () => {
    expect(accountRecordsQuerySchema.parse({ type: 'bet' }).type).toEqual(['bet']);
    expect(accountRecordsQuerySchema.parse({ type: ['bet', 'payout'] }).type).toEqual([
      'bet',
      'payout',
    ]);
    expect(accountRecordsQuerySchema.parse({ type: 'deposit, withdrawal' }).type).toEqual([
      'deposit',
      'withdrawal',
    ]);
  });

  it('refuses unknown types, unknown fields and pages beyond the limits', () => {
    for (const query of [
      { type: 'jackpot' },
      { type: '' },
      { wallet: 'hold' },
      { pageSize: '101' },
      { page: '0' },
      { from: '2025-11-21' },
      { member: '1' },
    ]) {
      expect(accountRecordsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('reads page numbers and instants with any offset', () => {
    expect(
      accountRecordsQuerySchema.parse({
        page: '3',
        pageSize: '50',
        from: '2025-11-01T00:00:00+08:00',
        to: '2025-11-08T00:00:00Z',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      from: '2025-11-01T00:00:00+08:00',
      to: '2025-11-08T00:00:00Z',
    });
  });
});

describe('recordTypeOf', () => {
  it('names a transfer between members by the side the entry is on', () => {
    expect(recordTypeOf('upline_out', false)).toBe('transfer_to_upline');
    expect(recordTypeOf('upline_out', true)).toBe('transfer_from_downline');
  });

  it('reads a withdrawal as money out and its release as money back', () => {
    expect(recordTypeOf('withdrawal_hold', false)).toBe('withdrawal');
    expect(recordTypeOf('withdrawal_release', true)).toBe('withdrawal_return');
  });

  it('calls a kind it does not know "other", whatever its name', () => {
    expect(recordTypeOf('jackpot_win', true)).toBe('other');
    expect(recordTypeOf('toString', true)).toBe('other');
  });
});
