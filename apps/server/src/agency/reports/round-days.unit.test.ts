import { describe, expect, it } from 'vitest';
import { roundDaysOf } from './round-days.js';
import type { CountedRound } from './round-days.repository.js';

const round = (overrides: Partial<CountedRound> = {}): CountedRound => ({
  memberId: 3,
  createdAt: '2026-11-29T10:00:00.000Z',
  category: 'RNG',
  vassalage: 'PG',
  stake: 1_000n,
  payout: 2_500n,
  ...overrides,
});

/** Member 3 sits under agent 2, under the top agent 1. */
const ancestors = new Map([
  [3, [1, 2, 3]],
  [4, [1, 4]],
]);

describe('roundDaysOf', () => {
  it('adds each round to every team its member is in, the member’s own included', () => {
    expect(roundDaysOf([round()], ancestors).map((row) => row.agentId)).toEqual([1, 2, 3]);
  });

  it('files a round under the site day (GMT+8) it started on, not the UTC day', () => {
    const [row] = roundDaysOf([round({ createdAt: '2026-11-29T16:30:00.000Z' })], ancestors);
    expect(row!.day).toBe('2026-11-30');
    const [before] = roundDaysOf([round({ createdAt: '2026-11-29T15:59:59.999Z' })], ancestors);
    expect(before!.day).toBe('2026-11-29');
  });

  it('sums rounds of one team, day, category and vendor into one row, and keeps the others apart', () => {
    const rows = roundDaysOf(
      [
        round(),
        round({ stake: 500n, payout: 0n }),
        round({ memberId: 4 }),
        round({ category: 'LIVE' }),
        round({ vassalage: 'EVO' }),
      ],
      ancestors,
    );
    expect(
      rows.find((row) => row.agentId === 1 && row.category === 'RNG' && row.vassalage === 'PG'),
    ).toEqual({
      agentId: 1,
      day: '2026-11-29',
      category: 'RNG',
      vassalage: 'PG',
      rounds: 3,
      stake: 2_500n,
      payout: 5_000n,
    });
    expect(rows.filter((row) => row.agentId === 2)).toHaveLength(3);
    expect(rows.filter((row) => row.agentId === 4)).toHaveLength(1);
  });

  it('takes rounds out with sign -1, and gives nothing for a member outside the tree', () => {
    const [row] = roundDaysOf([round({ memberId: 4 })], ancestors, -1);
    expect(row).toMatchObject({ agentId: 1, rounds: -1, stake: -1_000n, payout: -2_500n });
    expect(roundDaysOf([round({ memberId: 99 })], ancestors)).toEqual([]);
  });
});
