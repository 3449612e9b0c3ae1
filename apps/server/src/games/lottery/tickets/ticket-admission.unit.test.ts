import { describe, expect, it } from 'vitest';
import { admitInOrder, summedExposure, type LineTotals } from './ticket-admission.js';
import type { ExposureChange } from './tickets.repository.js';

const caps = { stake: 3_000n, liability: 1_000_000n };
const line = (name: string, stake: bigint, liability: bigint): ExposureChange => ({
  line: name,
  stake,
  liability,
});
/** A đề ticket on one number: its line and the draw's total. */
const de = (number: string, stake: bigint, liability = stake * 70n) => [
  line(`de:${number}`, stake, liability),
  line('*', stake, liability),
];

describe('admitInOrder', () => {
  it('accepts tickets in their order while each line stays within its cap', () => {
    const admissions = admitInOrder(
      new Map(),
      [de('33', 1_000n), de('33', 2_000n), de('33', 1n)],
      caps,
    );
    expect(admissions.map((a) => a.kind)).toEqual(['accepted', 'accepted', 'stakeLimit']);
    expect(admissions[2]).toEqual({ kind: 'stakeLimit', line: 'de:33' });
  });

  it('counts what is already written under the lock, a missing line as 0', () => {
    const written = new Map<string, LineTotals>([['de:33', { stake: 2_500n, liability: 0n }]]);
    const admissions = admitInOrder(written, [de('33', 1_000n), de('44', 1_000n)], caps);
    expect(admissions.map((a) => a.kind)).toEqual(['stakeLimit', 'accepted']);
  });

  it('adds nothing for a refused ticket, so a smaller one after it still fits', () => {
    const admissions = admitInOrder(
      new Map(),
      [de('33', 2_000n), de('33', 1_500n), de('33', 1_000n)],
      caps,
    );
    expect(admissions.map((a) => a.kind)).toEqual(['accepted', 'stakeLimit', 'accepted']);
  });

  it('refuses at the liability of the draw when no line passes its stake cap', () => {
    const admissions = admitInOrder(
      new Map([['*', { stake: 0n, liability: 999_000n }]]),
      [de('12', 10n, 700n), de('13', 10n, 1_001n)],
      caps,
    );
    expect(admissions).toEqual([{ kind: 'accepted' }, { kind: 'liabilityCap' }]);
  });

  it('names the first line over its stake cap before the liability', () => {
    const ticket = [
      line('lo2:12', 10n, 0n),
      line('lo2:34', 4_000n, 0n),
      line('*', 4_010n, 2_000_000n),
    ];
    expect(admitInOrder(new Map(), [ticket], caps)).toEqual([
      { kind: 'stakeLimit', line: 'lo2:34' },
    ]);
  });
});

describe('summedExposure', () => {
  it('adds the tickets up line by line, exactly', () => {
    expect(summedExposure([de('33', 1_000n, 5n), de('33', 7n, 3n), de('44', 1n, 1n)])).toEqual([
      line('de:33', 1_007n, 8n),
      line('*', 1_008n, 9n),
      line('de:44', 1n, 1n),
    ]);
  });
});
