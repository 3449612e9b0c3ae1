import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../platform/events/event-types.js';
import { figuresOfEvents } from './figures-tracker.js';
import { keptPeriod, reportRange } from './reports.service.js';

let id = 0;
const event = (type: string, payload: Record<string, unknown>): DomainEvent => ({
  id: ++id,
  txId: 0,
  type,
  version: 1,
  key: `${type}:${id}`,
  memberId: payload.memberId as number,
  payload,
  occurredAt: '2026-11-20T00:00:00.000Z',
});
const order = { orderNo: 'W1', memberId: 7, amount: '5000', currency: 'MYR' };

describe('figures of domain events', () => {
  it('counts a paid withdrawal on its day in GMT+8 and takes a refund after payment back on its own day', () => {
    const { sheet } = figuresOfEvents([
      event('withdrawal.paid', { ...order, paidAt: '2026-11-20T15:59:59.000Z' }),
      event('withdrawal.returned', {
        ...order,
        amount: '2000',
        reason: 'refunded',
        returnedAt: '2026-11-20T16:00:00.000Z',
      }),
    ]);
    expect(sheet.entries().map(({ day, figures }) => [day, figures.withdrawals])).toEqual([
      ['2026-11-20', 5000n],
      ['2026-11-21', -2000n],
    ]);
  });

  it('ignores the return of a withdrawal rejected before it was paid', () => {
    const { sheet } = figuresOfEvents([
      event('withdrawal.returned', {
        ...order,
        reason: 'rejected',
        returnedAt: '2026-11-20T01:00:00Z',
      }),
    ]);
    expect(sheet.size).toBe(0);
  });

  it('counts released bonuses, not issued ones, and bets in their category with every period of activity', () => {
    const { sheet, activity } = figuresOfEvents([
      event('bonus.issued', {
        bonusId: 1,
        bonusNo: 'B1',
        memberId: 7,
        amount: '900',
        currency: 'MYR',
        source: 'cashback',
        promotionId: null,
        turnoverRequired: '0',
        issuedAt: '2026-11-20T01:00:00Z',
        expiresAt: '2026-12-20T01:00:00Z',
      }),
      event('bonus.released', {
        bonusId: 1,
        bonusNo: 'B1',
        memberId: 7,
        amount: '900',
        currency: 'MYR',
        releasedAt: '2026-11-20T01:00:00Z',
      }),
      event('bet.settled', {
        provider: 'house',
        roundId: 'r1',
        memberId: 7,
        gameId: 1,
        categoryCode: 'LIVE',
        vendor: 'HOUSE',
        currency: 'MYR',
        stake: '1000',
        payout: '2500',
        validTurnover: '1000',
        settledAt: '2026-11-22T17:00:00Z',
      }),
    ]);
    expect(
      sheet
        .entries()
        .map(({ category, day, figures }) => [
          category,
          day,
          figures.bonuses,
          figures.bets,
          figures.payouts,
        ]),
    ).toEqual([
      ['', '2026-11-20', 900n, 0n, 0n],
      ['LIVE', '2026-11-23', 0n, 1000n, 2500n],
    ]);
    // Monday 23 November 2026 starts its own week.
    expect([...activity.values()].map((mark) => mark.period)).toEqual([
      'D2026-11-23',
      'W2026-11-23',
      'M2026-11',
    ]);
  });
});

describe('report periods', () => {
  const now = new Date('2026-11-26T02:00:00Z'); // Thursday 26 November, GMT+8

  it('resolves named periods in site days and refuses custom ranges that are backwards or too long', () => {
    expect(reportRange({ period: 'week' }, now)).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-26',
    });
    expect(reportRange({ period: 'month' }, now)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-26',
    });
    expect(reportRange({ period: 'yesterday' }, now)).toMatchObject({ from: '2026-11-25' });
    expect(() =>
      reportRange({ period: 'custom', from: '2026-11-20', to: '2026-11-19' }, now),
    ).toThrow(expect.objectContaining({ code: 'REPORT_RANGE_INVALID' }));
    expect(() =>
      reportRange({ period: 'custom', from: '2026-01-01', to: '2026-11-19' }, now),
    ).toThrow(expect.objectContaining({ code: 'REPORT_RANGE_INVALID' }));
  });

  it('uses the kept active counts only for a day, a whole week or a whole month (or up to today)', () => {
    const today = '2026-11-26';
    expect(keptPeriod('2026-11-24', '2026-11-24', today)).toBe('D2026-11-24');
    expect(keptPeriod('2026-11-23', '2026-11-26', today)).toBe('W2026-11-23');
    expect(keptPeriod('2026-11-16', '2026-11-22', today)).toBe('W2026-11-16');
    expect(keptPeriod('2026-11-16', '2026-11-21', today)).toBeNull();
    expect(keptPeriod('2026-11-01', '2026-11-26', today)).toBe('M2026-11');
    expect(keptPeriod('2026-10-01', '2026-10-31', today)).toBe('M2026-10');
    expect(keptPeriod('2026-02-01', '2026-02-28', today)).toBe('M2026-02');
    expect(keptPeriod('2026-10-01', '2026-10-30', today)).toBeNull();
    expect(keptPeriod('2026-11-10', '2026-11-20', today)).toBeNull();
  });
});
