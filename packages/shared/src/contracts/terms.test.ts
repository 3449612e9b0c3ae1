import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atOrBelow,
  differentialOf,
  earningOf,
  MAX_TIERS,
  netLossOf,
  percentOfPpm,
  ppmOfPercent,
  rateNames,
  termsProblem,
  tierIndex,
  zeroPeriodFigures,
  type ContractKind,
  type PeriodFigures,
  type RateName,
  type Terms,
  type Tier,
} from './terms.js';

const tier = (minValidBet: bigint, minActive: number, rate: number): Tier => ({
  minValidBet,
  minActive,
  rates: { rate },
});
const salary = (...tiers: Tier[]): Terms => ({ kind: 'daily', period: null, tiers });
const figures = (overrides: Partial<PeriodFigures>): PeriodFigures => ({
  ...zeroPeriodFigures(),
  ...overrides,
});

describe('termsProblem', () => {
  const good = salary(tier(0n, 0, 10_000), tier(100_000n, 2, 20_000), tier(100_000n, 3, 20_000));

  it('accepts tiers whose thresholds rise and whose rates never fall', () => {
    expect(termsProblem(good)).toBeNull();
    expect(
      termsProblem({
        kind: 'dividend',
        period: 'weekly',
        tiers: [tier(0n, 0, 0), tier(1n, 0, 1_000_000)],
      }),
    ).toBeNull();
    expect(
      termsProblem({
        kind: 'realtime',
        period: null,
        tiers: [
          {
            minValidBet: 0n,
            minActive: 0,
            rates: { profitRate: 1, lossRate: 2, singleBetRate: 3 },
          },
        ],
      }),
    ).toBeNull();
  });

  it('wants a period on a dividend and none on a salary', () => {
    expect(termsProblem({ ...good, kind: 'dividend', period: null })).toMatch(/period/);
    expect(termsProblem({ ...good, period: 'daily' })).toMatch(/period/);
  });

  it('wants between 1 and MAX_TIERS tiers', () => {
    expect(termsProblem(salary())).toMatch(/at least one/);
    const many = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(BigInt(i), i, 10));
    expect(termsProblem(salary(...many))).toMatch(/at most/);
    expect(termsProblem(salary(...many.slice(0, MAX_TIERS)))).toBeNull();
  });

  it('refuses negative or fractional thresholds', () => {
    expect(termsProblem(salary(tier(-1n, 0, 1)))).toMatch(/not negative/);
    expect(termsProblem(salary(tier(0n, -1, 1)))).toMatch(/not negative/);
    expect(termsProblem(salary(tier(0n, 1.5, 1)))).toMatch(/not negative/);
  });

  it('refuses a missing, foreign, fractional, negative or above-100% rate', () => {
    expect(termsProblem(salary({ minValidBet: 0n, minActive: 0, rates: {} }))).toMatch(/between/);
    expect(
      termsProblem(salary({ minValidBet: 0n, minActive: 0, rates: { rate: 1, lossRate: 1 } })),
    ).toMatch(/no lossRate/);
    expect(termsProblem(salary(tier(0n, 0, 1.5)))).toMatch(/between/);
    expect(termsProblem(salary(tier(0n, 0, -1)))).toMatch(/between/);
    expect(termsProblem(salary(tier(0n, 0, 1_000_001)))).toMatch(/between/);
    expect(termsProblem(salary(tier(0n, 0, 1_000_000)))).toBeNull();
    expect(
      termsProblem({
        kind: 'realtime',
        period: null,
        tiers: [{ minValidBet: 0n, minActive: 0, rates: { profitRate: 1, lossRate: 2 } }],
      }),
    ).toMatch(/between/);
  });

  it('refuses a tier that does not start above the one before', () => {
    expect(termsProblem(salary(tier(100n, 1, 1), tier(100n, 1, 2)))).toMatch(/above/);
    expect(termsProblem(salary(tier(100n, 1, 1), tier(200n, 0, 2)))).toMatch(/above/);
    expect(termsProblem(salary(tier(100n, 1, 1), tier(50n, 2, 2)))).toMatch(/above/);
  });

  it('refuses a higher tier with a lower rate, on any of the real-time rates', () => {
    expect(termsProblem(salary(tier(0n, 0, 20), tier(1n, 0, 10)))).toMatch(/lower rate/);
    const rt = (profitRate: number, lossRate: number, singleBetRate: number, min: bigint) => ({
      minValidBet: min,
      minActive: 0,
      rates: { profitRate, lossRate, singleBetRate },
    });
    expect(
      termsProblem({ kind: 'realtime', period: null, tiers: [rt(5, 5, 5, 0n), rt(6, 4, 6, 1n)] }),
    ).toMatch(/lower rate/);
  });
});

describe('tierIndex', () => {
  const tiers = [tier(100n, 1, 1), tier(200n, 3, 2), tier(300n, 3, 3)];

  it('is -1 below the first tier', () => {
    expect(tierIndex(tiers, 99n, 10)).toBe(-1);
    expect(tierIndex(tiers, 1_000n, 0)).toBe(-1);
  });

  it('is the last tier whose both thresholds are met, reached exactly at the thresholds', () => {
    expect(tierIndex(tiers, 100n, 1)).toBe(0);
    expect(tierIndex(tiers, 200n, 2)).toBe(0);
    expect(tierIndex(tiers, 200n, 3)).toBe(1);
    expect(tierIndex(tiers, 299n, 99)).toBe(1);
    expect(tierIndex(tiers, 300n, 3)).toBe(2);
    expect(tierIndex(tiers, 10_000n, 3)).toBe(2);
  });
});

describe('earningOf', () => {
  it('pays a salary rate x valid bet, rounded down to a minor unit', () => {
    const terms = salary(tier(0n, 0, 12_345), tier(1_000n, 2, 20_000));
    // 999 x 1.2345% = 12.332... -> 12
    expect(earningOf(terms, figures({ validBets: 999n, active: 5 }))).toEqual({
      tier: 0,
      rates: { rate: 12_345 },
      gross: 12n,
      carry: 0n,
    });
    expect(earningOf(terms, figures({ validBets: 1_000n, active: 2 })).gross).toBe(20n);
    expect(earningOf(terms, figures({ validBets: 1_049n, active: 2 })).gross).toBe(20n);
    expect(earningOf(terms, figures({ validBets: 1_050n, active: 2 })).gross).toBe(21n);
    expect(earningOf({ ...terms, kind: 'hourly' }, figures({ validBets: 99n })).gross).toBe(1n);
  });

  it('pays nothing below the first tier', () => {
    const terms = salary(tier(1_000n, 1, 500_000));
    expect(earningOf(terms, figures({ validBets: 999n, active: 1 }))).toEqual({
      tier: -1,
      rates: {},
      gross: 0n,
      carry: 0n,
    });
  });

  it('pays a dividend on the net loss (stakes - payouts - bonuses) and nothing when the team won', () => {
    const terms: Terms = { kind: 'dividend', period: 'daily', tiers: [tier(0n, 0, 333_333)] };
    const lost = figures({ validBets: 1_000n, bets: 1_000n, payouts: 400n, bonuses: 100n });
    expect(netLossOf(lost)).toBe(500n);
    // 500 x 33.3333% = 166.6665 -> 166
    expect(earningOf(terms, lost).gross).toBe(166n);
    const won = figures({ validBets: 1_000n, bets: 1_000n, payouts: 900n, bonuses: 200n });
    expect(netLossOf(won)).toBe(-100n);
    expect(earningOf(terms, won).gross).toBe(0n);
    expect(earningOf(terms, figures({ bets: 100n, payouts: 100n })).gross).toBe(0n);
  });

  it('carries a dividend team’s net win to the next period, where a loss makes it up first', () => {
    const terms: Terms = { kind: 'dividend', period: 'weekly', tiers: [tier(0n, 0, 100_000)] };
    const won = figures({ validBets: 1_000n, bets: 1_000n, payouts: 1_300n });
    expect(earningOf(terms, won)).toMatchObject({ gross: 0n, carry: -300n });
    // A 500 loss next: 200 after the 300 carried, 10% of it.
    const lost = figures({ validBets: 1_000n, bets: 1_000n, payouts: 500n });
    expect(earningOf(terms, lost, -300n)).toMatchObject({ gross: 20n, carry: 0n });
    // A 200 loss does not make up 300: nothing paid, 100 still carried.
    const small = figures({ validBets: 1_000n, bets: 1_000n, payouts: 800n });
    expect(earningOf(terms, small, -300n)).toMatchObject({ gross: 0n, carry: -100n });
    // Salaries never carry.
    expect(earningOf(salary(tier(0n, 0, 10_000)), won, -300n).carry).toBe(0n);
  });

  it('pays real-time salary as the three rates on valid bets, losses and wins, rounded once', () => {
    const terms: Terms = {
      kind: 'realtime',
      period: null,
      tiers: [
        {
          minValidBet: 0n,
          minActive: 0,
          rates: { singleBetRate: 5_000, lossRate: 15_000, profitRate: 2_500 },
        },
      ],
    };
    // 0.5% x 1,001 + 1.5% x 333 + 0.25% x 77 = 5.005 + 4.995 + 0.1925 = 10.1925 -> 10
    const gross = earningOf(
      terms,
      figures({ validBets: 1_001n, losses: 333n, wins: 77n, bets: 1_001n }),
    ).gross;
    expect(gross).toBe(10n);
  });
});

describe('differentialOf', () => {
  it('is gross less the downline gross, never below 0', () => {
    expect(differentialOf(100n, 30n)).toBe(70n);
    expect(differentialOf(100n, 100n)).toBe(0n);
    expect(differentialOf(100n, 130n)).toBe(0n);
  });
});

describe('ppmOfPercent', () => {
  it('converts percentages with up to 4 decimals exactly', () => {
    expect(ppmOfPercent(0.0001)).toBe(1);
    expect(ppmOfPercent(1.25)).toBe(12_500);
    expect(ppmOfPercent('1.25')).toBe(12_500);
    expect(ppmOfPercent(' 2.5 ')).toBe(25_000);
    expect(ppmOfPercent(0)).toBe(0);
    expect(ppmOfPercent(100)).toBe(1_000_000);
    expect(ppmOfPercent('100.0000')).toBe(1_000_000);
    expect(ppmOfPercent(0.1 + 0.2)).toBeNull();
  });

  it('refuses more than 4 decimals, above 100%, negatives and non-numbers', () => {
    expect(ppmOfPercent(100.0001)).toBeNull();
    expect(ppmOfPercent('1.23456')).toBeNull();
    expect(ppmOfPercent(1.23456)).toBeNull();
    expect(ppmOfPercent(-1)).toBeNull();
    expect(ppmOfPercent('1e-4')).toBeNull();
    expect(ppmOfPercent('')).toBeNull();
    expect(ppmOfPercent('abc')).toBeNull();
    expect(ppmOfPercent(1000)).toBeNull();
  });

  it('round-trips every 4-decimal percentage through percentOfPpm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (ppm) => {
        expect(ppmOfPercent(percentOfPpm(ppm))).toBe(ppm);
      }),
    );
  });
});

/** Valid terms of a kind: thresholds rise, rates never fall. */
const termsOf = (kind: ContractKind): fc.Arbitrary<Terms> =>
  fc
    .array(
      fc.record({
        betStep: fc.bigInt({ min: 0n, max: 5_000n }),
        activeStep: fc.integer({ min: 0, max: 3 }),
        rateSteps: fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 3, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((steps) => {
      let bet = 0n;
      let active = 0;
      const rates = [0, 0, 0];
      const tiers = steps.map((step, index) => {
        bet += step.betStep;
        active += step.activeStep;
        // Each tier starts above the one before.
        if (index > 0 && step.betStep === 0n && step.activeStep === 0) bet += 1n;
        step.rateSteps.forEach((value, i) => (rates[i]! += value));
        const named: Partial<Record<RateName, number>> = {};
        rateNames[kind].forEach((name, i) => (named[name] = rates[i]!));
        return { minValidBet: bet, minActive: active, rates: named };
      });
      return { kind, period: kind === 'dividend' ? 'daily' : null, tiers };
    });

const figuresArb = fc.record({
  validBets: fc.bigInt({ min: 0n, max: 40_000n }),
  bets: fc.bigInt({ min: 0n, max: 40_000n }),
  payouts: fc.bigInt({ min: 0n, max: 40_000n }),
  bonuses: fc.bigInt({ min: 0n, max: 5_000n }),
  wins: fc.bigInt({ min: 0n, max: 40_000n }),
  losses: fc.bigInt({ min: 0n, max: 40_000n }),
  active: fc.integer({ min: 0, max: 20 }),
});

/**
 * Offered terms at or below `own`, built from the rule itself: random thresholds, each tier's
 * rates a random share (often all) of what `own` reaches there, never falling.
 */
const belowArb = (kind: ContractKind) =>
  fc
    .record({
      starts: fc.array(
        fc.record({
          bet: fc.bigInt({ min: 0n, max: 30_000n }),
          active: fc.integer({ min: 0, max: 12 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      shares: fc.array(fc.constantFrom(0, 50, 99, 100, 100), { minLength: 15, maxLength: 15 }),
    })
    .map(({ starts, shares }) => (own: Terms): Terms => {
      const sorted = [...starts].sort((x, y) =>
        x.bet === y.bet ? x.active - y.active : x.bet < y.bet ? -1 : 1,
      );
      let active = 0;
      const prev: Partial<Record<RateName, number>> = {};
      const tiers = sorted.map((start, index) => {
        active = Math.max(active, start.active);
        const reached = own.tiers[tierIndex(own.tiers, start.bet, active)]?.rates ?? {};
        const rates: Partial<Record<RateName, number>> = {};
        rateNames[kind].forEach((name, i) => {
          const share = shares[(index * 3 + i) % shares.length]!;
          const cap = reached[name] ?? 0;
          rates[name] = Math.min(cap, Math.max(prev[name] ?? 0, Math.floor((cap * share) / 100)));
          prev[name] = rates[name];
        });
        return { minValidBet: start.bet, minActive: active, rates };
      });
      return { kind, period: own.period, tiers };
    });

describe('atOrBelow', () => {
  const own = salary(tier(0n, 0, 10_000), tier(1_000n, 2, 20_000), tier(5_000n, 5, 30_000));

  it('is true of terms compared with themselves', () => {
    expect(atOrBelow(own, own)).toBe(true);
  });

  it('compares each offered rate with the rate own terms reach at the offered thresholds', () => {
    // At (1000, 2) own pays 2%: an offered 2% there is at or below, 2.0001% is not.
    expect(atOrBelow(salary(tier(1_000n, 2, 20_000)), own)).toBe(true);
    expect(atOrBelow(salary(tier(1_000n, 2, 20_001)), own)).toBe(false);
    // At (1000, 1) own reaches only its first tier.
    expect(atOrBelow(salary(tier(1_000n, 1, 20_000)), own)).toBe(false);
    expect(atOrBelow(salary(tier(0n, 0, 10_000), tier(999_999n, 4, 20_000)), own)).toBe(true);
    expect(atOrBelow(salary(tier(0n, 0, 10_000), tier(999_999n, 5, 30_000)), own)).toBe(true);
  });

  it('refuses any rate above 0 where own terms reach no tier', () => {
    const high = salary(tier(1_000n, 1, 50_000));
    expect(atOrBelow(salary(tier(0n, 0, 0)), high)).toBe(true);
    expect(atOrBelow(salary(tier(0n, 0, 1)), high)).toBe(false);
    expect(atOrBelow(salary(tier(999n, 1, 1)), high)).toBe(false);
  });

  it('compares only the same kind and the same dividend period', () => {
    expect(atOrBelow({ ...own, kind: 'hourly' }, own)).toBe(false);
    const dividend: Terms = { kind: 'dividend', period: 'weekly', tiers: own.tiers };
    expect(atOrBelow(dividend, dividend)).toBe(true);
    expect(atOrBelow({ ...dividend, period: 'monthly' }, dividend)).toBe(false);
  });

  it('checks every real-time rate', () => {
    const rt = (profitRate: number, lossRate: number, singleBetRate: number): Terms => ({
      kind: 'realtime',
      period: null,
      tiers: [{ minValidBet: 0n, minActive: 0, rates: { profitRate, lossRate, singleBetRate } }],
    });
    expect(atOrBelow(rt(1, 1, 1), rt(1, 1, 1))).toBe(true);
    expect(atOrBelow(rt(2, 1, 1), rt(1, 1, 1))).toBe(false);
    expect(atOrBelow(rt(1, 2, 1), rt(1, 1, 1))).toBe(false);
    expect(atOrBelow(rt(1, 1, 2), rt(1, 1, 1))).toBe(false);
  });

  for (const kind of ['daily', 'hourly', 'realtime', 'dividend'] as const) {
    it(`means the offered terms never earn more for the same figures (${kind}: the thresholds are the only corners)`, () => {
      fc.assert(
        fc.property(
          termsOf(kind),
          belowArb(kind),
          fc.array(figuresArb, { maxLength: 20 }),
          (own, below, samples) => {
            const offered = below(own);
            expect(atOrBelow(offered, own)).toBe(true);
            const corners = [...offered.tiers, ...own.tiers].flatMap((t) => [
              figures({
                validBets: t.minValidBet,
                bets: t.minValidBet,
                losses: t.minValidBet,
                active: t.minActive,
              }),
              figures({ validBets: t.minValidBet - 1n, wins: 7n, active: t.minActive }),
              figures({
                validBets: t.minValidBet,
                losses: 3n,
                active: Math.max(0, t.minActive - 1),
              }),
            ]);
            for (const sample of [...samples, ...corners]) {
              expect(earningOf(offered, sample).gross).toBeLessThanOrEqual(
                earningOf(own, sample).gross,
              );
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('holds often enough in the random property for it to test something', () => {
    // Terms lowered from b always are at or below b: the property above is not vacuous.
    fc.assert(
      fc.property(termsOf('daily'), fc.integer({ min: 0, max: 100 }), (b, percent) => {
        const lowered: Terms = {
          ...b,
          tiers: b.tiers.map((t) => ({
            ...t,
            rates: { rate: Math.floor((t.rates.rate! * percent) / 100) },
          })),
        };
        expect(atOrBelow(lowered, b)).toBe(true);
      }),
    );
  });
});
