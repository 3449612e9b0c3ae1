import { LIABILITY_LINE } from './ticket-lines.js';
import type { ExposureChange } from './tickets.repository.js';

/** A draw's caps: each line's stake (maxStakePerNumber), the total's liability (liabilityCap). */
export interface ExposureCaps {
  stake: bigint;
  liability: bigint;
}

/** A line's totals as written: its stake and the most it can pay. */
export interface LineTotals {
  stake: bigint;
  liability: bigint;
}

/** A ticket of a batch: accepted, or refused at a line's stake cap or at the draw's liability. */
export type Admission =
  { kind: 'accepted' } | { kind: 'stakeLimit'; line: string } | { kind: 'liabilityCap' };

const overCap = (line: string, after: LineTotals, caps: ExposureCaps) =>
  line === LIABILITY_LINE ? after.liability > caps.liability : after.stake > caps.stake;

/**
 * Decides the tickets of one batch in the order they came, against the lines' totals read under
 * their locks (a line not written yet is 0): a ticket is accepted when each of its lines stays
 * within its cap with the tickets accepted before it added; a refused one adds nothing, so a
 * smaller ticket after it may still fit. The refusal names the first line over its stake cap,
 * else the draw's liability, as a ticket placed alone would be answered.
 */
export function admitInOrder(
  totals: ReadonlyMap<string, LineTotals>,
  tickets: readonly (readonly ExposureChange[])[],
  caps: ExposureCaps,
): Admission[] {
  const running = new Map(totals);
  return tickets.map((changes): Admission => {
    const after = changes.map((change) => {
      const before = running.get(change.line) ?? { stake: 0n, liability: 0n };
      return {
        line: change.line,
        totals: {
          stake: before.stake + change.stake,
          liability: before.liability + change.liability,
        },
      };
    });
    const over = after.filter(({ line, totals: next }) => overCap(line, next, caps));
    const stakeLine = over.find(({ line }) => line !== LIABILITY_LINE);
    if (stakeLine) return { kind: 'stakeLimit', line: stakeLine.line };
    if (over.length > 0) return { kind: 'liabilityCap' };
    for (const { line, totals: next } of after) running.set(line, next);
    return { kind: 'accepted' };
  });
}

/** Many tickets' exposure as one change per line, for one write. */
export function summedExposure(tickets: readonly (readonly ExposureChange[])[]): ExposureChange[] {
  const sums = new Map<string, ExposureChange>();
  for (const change of tickets.flat()) {
    const sum = sums.get(change.line);
    sums.set(
      change.line,
      sum
        ? {
            line: change.line,
            stake: sum.stake + change.stake,
            liability: sum.liability + change.liability,
          }
        : { ...change },
    );
  }
  return [...sums.values()];
}
