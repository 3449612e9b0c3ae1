import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  changeLimit,
  currentTotals,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  periodStarts,
  refusalOf,
  settleLimit,
  zeroTotals,
  type LimitState,
  type Movement,
  type PeriodStarts,
  type Totals,
} from './safer-play-rules.js';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 20, 0);

type Step =
  | { at: number; kind: 'deposit' | 'stake' | 'payout'; amount: bigint }
  | { at: number; kind: 'limit'; limit: number; amount: bigint | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    at: fc.integer({ min: 0, max: 30 * HOUR }),
    kind: fc.constantFrom('deposit' as const, 'stake' as const, 'payout' as const),
    amount: fc.bigInt({ min: 1n, max: 5_000n }),
  }),
  fc.record({
    at: fc.integer({ min: 0, max: 30 * HOUR }),
    kind: fc.constant('limit' as const),
    limit: fc.integer({ min: 0, max: 8 }),
    amount: fc.option(fc.bigInt({ min: 1n, max: 20_000n }), { nil: null }),
  }),
);

/** Sums of the accepted movements that fall in the period of `now` (the recomputation). */
function recompute(accepted: { at: Date; movement: Movement }[], now: Date): Totals {
  const starts = periodStarts(now);
  const totals = zeroTotals();
  for (const { at, movement } of accepted) {
    const those = periodStarts(at);
    const one = applyMovement(zeroTotals(), movement);
    for (const period of LIMIT_PERIODS) {
      if (those[period] !== starts[period]) continue;
      for (const kind of LIMIT_KINDS) totals[period][kind] += one[period][kind];
    }
  }
  return totals;
}

describe('the limit rules over simulated days', () => {
  it('refuse exactly what a recomputation from the accepted movements refuses, and never let one cross a limit in force', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (raw) => {
        const steps = [...raw].sort((a, b) => a.at - b.at);
        let limits: LimitState[] = LIMIT_KINDS.flatMap((kind) =>
          LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, pending: null })),
        );
        let kept = zeroTotals();
        let keptStarts: PeriodStarts = periodStarts(new Date(START));
        const accepted: { at: Date; movement: Movement }[] = [];
        for (const s of steps) {
          const now = new Date(START + s.at);
          if (s.kind === 'limit') {
            limits = limits.map((l, i) => (i === s.limit ? changeLimit(l, s.amount, now).next : l));
            continue;
          }
          const movement: Movement = { kind: s.kind, amount: s.amount };
          const totals = currentTotals(kept, keptStarts, now);
          expect(totals).toEqual(recompute(accepted, now));
          const refusal = refusalOf(limits, totals, movement, now);
          // The recomputation's own answer: does any limit in force have less room?
          const inForce = limits.map((l) => settleLimit(l, now));
          const crossing = inForce.some(
            (l) =>
              l.amount !== null &&
              ((movement.kind === 'deposit' && l.kind === 'deposit') ||
                (movement.kind === 'stake' && l.kind !== 'deposit')) &&
              totals[l.period][l.kind] + movement.amount > l.amount,
          );
          expect(refusal !== null).toBe(crossing);
          if (refusal) continue;
          kept = applyMovement(totals, movement);
          keptStarts = periodStarts(now);
          accepted.push({ at: now, movement });
          for (const l of inForce) {
            if (l.amount === null) continue;
            if (l.kind === 'deposit' && movement.kind !== 'deposit') continue;
            if (l.kind !== 'deposit' && movement.kind !== 'stake') continue;
            expect(kept[l.period][l.kind]).toBeLessThanOrEqual(l.amount);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('apply an increase only after 24 hours and a decrease at once', () => {
    const now = new Date(START);
    const base: LimitState = { kind: 'loss', period: 'day', amount: 1_000n, pending: null };
    const raised = changeLimit(base, 2_000n, now).next;
    expect(settleLimit(raised, new Date(START + 24 * HOUR - 1)).amount).toBe(1_000n);
    expect(settleLimit(raised, new Date(START + 24 * HOUR)).amount).toBe(2_000n);
    expect(changeLimit(raised, 500n, now).next).toEqual({ ...base, amount: 500n });
  });
});
