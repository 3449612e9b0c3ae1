import { describe, expect, it } from 'vitest';
import type { SignedTerms } from '@portal/shared/schemas/promotions';
import { checkInStatus, rewardOfDay, streakOn } from './check-in-rules.js';

const terms = (afterLast: SignedTerms['afterLast']): SignedTerms => ({
  kind: 'signed',
  rewards: [1, 2.5, 3],
  afterLast,
  turnoverMultiple: 1,
});

describe('daily check-in rules', () => {
  it('pays each streak day its reward in minor units, then cycles or keeps the last day', () => {
    expect([1, 2, 3, 4, 5].map((day) => rewardOfDay(terms('cycle'), day))).toEqual([
      100n,
      250n,
      300n,
      100n,
      250n,
    ]);
    expect([3, 4, 40].map((day) => rewardOfDay(terms('cap'), day))).toEqual([300n, 300n, 300n]);
  });

  it('continues the streak from yesterday, restarts it after a gap and refuses today twice', () => {
    expect(streakOn(null, '2026-01-10')).toBe(1);
    expect(streakOn({ siteDay: '2026-01-09', streak: 4 }, '2026-01-10')).toBe(5);
    expect(streakOn({ siteDay: '2026-01-08', streak: 4 }, '2026-01-10')).toBe(1);
    expect(streakOn({ siteDay: '2026-01-10', streak: 4 }, '2026-01-10')).toBeNull();
    // Across a month's end.
    expect(streakOn({ siteDay: '2026-02-28', streak: 2 }, '2026-03-01')).toBe(3);
  });

  it("shows the streak still alive and the next check-in's reward", () => {
    expect(
      checkInStatus(terms('cycle'), { siteDay: '2026-01-10', streak: 3 }, '2026-01-10'),
    ).toEqual({ streak: 3, signedToday: true, nextReward: 1 });
    expect(
      checkInStatus(terms('cycle'), { siteDay: '2026-01-09', streak: 1 }, '2026-01-10'),
    ).toEqual({ streak: 1, signedToday: false, nextReward: 2.5 });
    expect(checkInStatus(terms('cap'), { siteDay: '2026-01-01', streak: 9 }, '2026-01-10')).toEqual(
      {
        streak: 0,
        signedToday: false,
        nextReward: 1,
      },
    );
  });
});
