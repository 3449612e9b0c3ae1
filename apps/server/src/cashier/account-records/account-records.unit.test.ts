import { describe, expect, it } from 'vitest';
import { recordTypeByKind, recordTypes } from '@portal/shared/schemas/account-records';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import { resolveRange } from '../../lib/record-range.js';
import { kindFilter } from './account-records.service.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-11-21T12:00:00.000Z');

describe('record types', () => {
  it('give every ledger kind a type for money in and money out', () => {
    for (const kind of Object.values(TransferKind)) {
      expect(recordTypeByKind[kind], kind).toBeDefined();
    }
    expect(Object.keys(recordTypeByKind).sort()).toEqual(Object.values(TransferKind).sort());
  });

  it('leave no type but "other" without a kind that produces it', () => {
    const produced = new Set(
      Object.values(recordTypeByKind).flatMap((types) => [types.in, types.out]),
    );
    expect(recordTypes.filter((type) => !produced.has(type))).toEqual(['other']);
  });
});

describe('kindFilter', () => {
  it('keeps upline transfers apart by the sign of the entry', () => {
    expect(kindFilter(['transfer_to_upline'])).toMatchObject({
      inKinds: [],
      outKinds: ['upline_out'],
      otherKinds: false,
    });
    expect(kindFilter(['transfer_from_downline'])).toMatchObject({
      inKinds: ['upline_out'],
      outKinds: [],
    });
  });

  it('takes both signs of kinds that read the same either way, and unknown kinds for "other"', () => {
    expect(kindFilter(['bet', 'other'])).toMatchObject({
      inKinds: ['bet'],
      outKinds: ['bet'],
      otherKinds: true,
    });
    expect(kindFilter(['withdrawal_return']).inKinds.sort()).toEqual([
      'withdrawal_release',
      'withdrawal_remainder',
    ]);
  });
});

describe('resolveRange', () => {
  it('defaults to the 7 days up to now', () => {
    expect(resolveRange({}, now)).toEqual({ from: new Date(now.getTime() - 7 * DAY), to: now });
  });

  it('runs from `from` until now, or 7 days up to `to`', () => {
    const from = '2025-11-01T00:00:00+08:00';
    expect(resolveRange({ from }, now)).toEqual({ from: new Date(from), to: now });
    const to = '2025-11-10T00:00:00Z';
    expect(resolveRange({ to }, now)).toEqual({
      from: new Date('2025-11-03T00:00:00Z'),
      to: new Date(to),
    });
  });

  it('takes exactly 90 days and refuses more', () => {
    const to = now.toISOString();
    const from90 = new Date(now.getTime() - 90 * DAY).toISOString();
    expect(resolveRange({ from: from90, to }, now).from.toISOString()).toBe(from90);
    const from90plus = new Date(now.getTime() - 90 * DAY - 1).toISOString();
    expect(() => resolveRange({ from: from90plus, to }, now)).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'to', reason: 'range_too_long' }],
      }),
    );
  });

  it('refuses a range that ends before or where it starts', () => {
    for (const to of ['2025-11-01T00:00:00Z', '2025-11-02T00:00:00Z']) {
      expect(() => resolveRange({ from: '2025-11-02T00:00:00Z', to }, now)).toThrow(
        expect.objectContaining({ details: [{ path: 'to', reason: 'not_after_from' }] }),
      );
    }
  });
});
