import { toMinor } from './money.js';
import {
  REWARD_TICKET_KINDS,
  type RewardTicketKind,
  type TicketPrizeType,
} from './schemas/rewards.js';

/**
 * The odds of a reward ticket's prize table and what one ticket costs on average (decision
 * 029: a prize is drawn with probability weight / sum of the table's weights). Exact: money in
 * integer minor units and every sum in bigint, one rounding (half up) at the end.
 */

/** What the sums read of a prize (the operator's input and the member's view both fit). */
export interface WeightedPrize {
  type: TicketPrizeType;
  /** Bonus money per prize (major units, at most 2 decimals); null for other types. */
  amount: number | null;
  points: number | null;
  ticketKind: RewardTicketKind | null;
  weight: number;
}

export interface PrizeOdds {
  weight: number;
  total: number;
  /** weight / total in parts per million, rounded half up (1_000_000 = certain). */
  ppm: number;
}

export interface ExpectedTicketCost {
  /** The table's weights summed (0: the table draws nothing). */
  totalWeight: number;
  /** Expected bonus money per ticket, in minor units, rounded half up. */
  bonusMinor: number;
  /** Expected points per ticket, in hundredths of a point, rounded half up. */
  pointsHundredths: number;
  /** Expected further tickets per ticket, by kind, in hundredths, rounded half up. */
  ticketsHundredths: Record<RewardTicketKind, number>;
  /** The chance of no prize ("nothing" entries) in parts per million. */
  nothingPpm: number;
}

/** a / b rounded half up, for a >= 0 and b > 0. */
function divideRounded(a: bigint, b: bigint): number {
  return Number((a * 2n + b) / (2n * b));
}

const totalOf = (prizes: readonly WeightedPrize[]) =>
  prizes.reduce((sum, prize) => sum + BigInt(prize.weight), 0n);

/** Each prize's odds: its weight over the table's total. */
export function prizeOdds(prizes: readonly WeightedPrize[]): PrizeOdds[] {
  const total = totalOf(prizes);
  return prizes.map((prize) => ({
    weight: prize.weight,
    total: Number(total),
    ppm: total === 0n ? 0 : divideRounded(BigInt(prize.weight) * 1_000_000n, total),
  }));
}

/** The expected cost of one ticket: the sum over prizes of odds × the prize's value. */
export function expectedTicketCost(prizes: readonly WeightedPrize[]): ExpectedTicketCost {
  const total = totalOf(prizes);
  let bonus = 0n;
  let points = 0n;
  let nothing = 0n;
  const tickets = Object.fromEntries(REWARD_TICKET_KINDS.map((kind) => [kind, 0n])) as Record<
    RewardTicketKind,
    bigint
  >;
  for (const prize of prizes) {
    const weight = BigInt(prize.weight);
    if (prize.type === 'bonus' && prize.amount !== null) bonus += weight * toMinor(prize.amount);
    else if (prize.type === 'points' && prize.points !== null)
      points += weight * BigInt(prize.points);
    else if (prize.type === 'ticket' && prize.ticketKind !== null)
      tickets[prize.ticketKind] += weight;
    else if (prize.type === 'nothing') nothing += weight;
  }
  const per = (sum: bigint, scale: bigint) =>
    total === 0n ? 0 : divideRounded(sum * scale, total);
  return {
    totalWeight: Number(total),
    bonusMinor: per(bonus, 1n),
    pointsHundredths: per(points, 100n),
    ticketsHundredths: Object.fromEntries(
      REWARD_TICKET_KINDS.map((kind) => [kind, per(tickets[kind], 100n)]),
    ) as Record<RewardTicketKind, number>,
    nothingPpm: per(nothing, 1_000_000n),
  };
}
