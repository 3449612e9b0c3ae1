import type { NewDomainEvent } from '../../platform/events/event-types.js';
import type { Round } from './seamless-rounds.repository.js';

/** The bet.settled event of a round just settled (the one-statement path writes the same). */
export function betSettled(
  provider: string,
  roundId: string,
  round: Round,
): NewDomainEvent<'bet.settled'> {
  if (round.settledAt === null) throw new Error(`round ${roundId} has not settled`);
  const settledAt = round.settledAt;
  return {
    type: 'bet.settled',
    key: betSettledKey(provider, roundId),
    memberId: round.memberId,
    payload: {
      provider,
      roundId,
      memberId: round.memberId,
      gameId: round.gameId,
      categoryCode: round.categoryCode,
      vendor: round.vassalage,
      currency: round.currency,
      stake: round.stake.toString(),
      payout: round.payout.toString(),
      validTurnover: round.stake.toString(),
      settledAt,
    },
    occurredAt: new Date(settledAt),
  };
}

export const betSettledKey = (provider: string, roundId: string) =>
  `bet.settled:${provider}:${roundId}`;
