import { isXienSelection, selectionLines, type Selection } from '@portal/shared/lottery/bet-types';
import type { ExposureChange } from './tickets.repository.js';

/** The draw's total maximum payout in lottery_exposure. */
export const LIABILITY_LINE = '*';

/**
 * What a ticket adds to its draw's exposure: each line `<kind>:<line>` takes an equal share of
 * the cost (the remainder on the first lines, so the shares add up to the cost exactly) and the
 * most that line can pay; `*` takes the ticket's maximum payout.
 */
export function exposureOf(
  selection: Selection,
  cost: bigint,
  maxPayout: bigint,
): ExposureChange[] {
  const lines = selectionLines(selection);
  const count = BigInt(lines.length);
  const share = cost / count;
  const remainder = cost % count;
  // Number bets: maxPayout is one number hit at every position; xiên: every combination wins;
  // big/small, odd/even: one choice at most.
  const lineLiability = isXienSelection(selection) ? maxPayout / count : maxPayout;
  return [
    ...lines.map((line, i) => ({
      line: `${selection.kind}:${line}`,
      stake: share + (BigInt(i) < remainder ? 1n : 0n),
      liability: lineLiability,
    })),
    { line: LIABILITY_LINE, stake: cost, liability: maxPayout },
  ];
}

export const negate = (changes: ExposureChange[]): ExposureChange[] =>
  changes.map((change) => ({ ...change, stake: -change.stake, liability: -change.liability }));

/**
 * Exposure lines in the one order every writer takes their row locks in: by line, the draw's
 * total `*` last (it sorts first as a character). The total is every ticket's hot row, so it is
 * taken last and held the shortest.
 */
export function sortedLines(changes: ExposureChange[]): ExposureChange[] {
  const total = changes.filter((change) => change.line === LIABILITY_LINE);
  const lines = changes
    .filter((change) => change.line !== LIABILITY_LINE)
    .sort((a, b) => (a.line < b.line ? -1 : a.line > b.line ? 1 : 0));
  return [...lines, ...total];
}
