import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import type { Executor } from '../../db/transaction.js';
import { dayOf } from './figures.js';
import { ancestorsOf } from './figures.repository.js';
import {
  addRoundDays,
  markRoundsCounted,
  type CountedRound,
  type RoundDay,
} from './round-days.repository.js';

/** The event consumer that counts settled rounds into team_round_days (decision 074). */
export const ROUND_DAYS_CONSUMER = 'team-round-days';
export const ROUND_DAYS_EVENT_TYPES = ['bet.settled'] as const;

/**
 * What counted rounds add to their teams: each round to every ancestor of its member (the member
 * included), on the site day it started, in its category and vendor; `sign` -1 takes them out.
 */
export function roundDaysOf(
  rounds: readonly CountedRound[],
  ancestors: ReadonlyMap<number, readonly number[]>,
  sign: 1 | -1 = 1,
): RoundDay[] {
  const days = new Map<string, RoundDay>();
  for (const round of rounds) {
    const day = dayOf(round.createdAt);
    for (const agentId of ancestors.get(round.memberId) ?? []) {
      const key = `${agentId}|${day}|${round.category}|${round.vassalage}`;
      let row = days.get(key);
      if (!row) {
        row = {
          agentId,
          day,
          category: round.category,
          vassalage: round.vassalage,
          rounds: 0,
          stake: 0n,
          payout: 0n,
        };
        days.set(key, row);
      }
      row.rounds += sign;
      row.stake += BigInt(sign) * round.stake;
      row.payout += BigInt(sign) * round.payout;
    }
  }
  return [...days.values()];
}

/**
 * Counts the rounds that a batch of `bet.settled` events names into team_round_days, in `trx`:
 * each round is marked counted in the same transaction, so it adds to its teams once, however
 * often it is named.
 */
export async function countSettledRounds(
  trx: Executor,
  events: readonly DomainEvent[],
): Promise<void> {
  const keys = events
    .filter((event) => event.type === 'bet.settled')
    .map((event) => domainEvents['bet.settled'].payload.parse(event.payload));
  if (keys.length === 0) return;
  const rounds = await markRoundsCounted(trx, keys);
  if (rounds.length === 0) return;
  const ancestors = await ancestorsOf(trx, [...new Set(rounds.map((round) => round.memberId))]);
  await addRoundDays(trx, roundDaysOf(rounds, ancestors));
}
