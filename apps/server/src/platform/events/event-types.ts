import { z } from 'zod';

/** Minor units as a decimal string: JSON has no 64-bit integers, and the payload must say it exactly. */
const minorUnits = z.string().regex(/^-?\d+$/);
const instant = z.iso.datetime();
/** What every deposit and withdrawal event says of its order. */
const order = {
  orderNo: z.string(),
  memberId: z.number().int(),
  amount: minorUnits,
  currency: z.string(),
};

/** What every bonus event says of its bonus. */
const bonus = {
  bonusId: z.number().int(),
  bonusNo: z.string(),
  memberId: z.number().int(),
  amount: minorUnits,
  currency: z.string(),
};

/**
 * Every domain event a module may write, with the version its payload has (ARCHITECTURE section
 * 10). A payload is self-contained (a consumer, or a broker's subscriber, needs nothing else) and
 * a change that a consumer of the old shape cannot read is a new version, never an edit.
 */
export const domainEvents = {
  'deposit.credited': {
    version: 1,
    payload: z.object({
      ...order,
      /** The deposit channel the money came through. */
      channelId: z.number().int(),
      creditedAt: instant,
    }),
  },
  'withdrawal.requested': {
    version: 1,
    payload: z.object({
      ...order,
      requestedAt: instant,
    }),
  },
  'withdrawal.paid': {
    version: 1,
    payload: z.object({
      ...order,
      paidAt: instant,
    }),
  },
  'withdrawal.returned': {
    version: 1,
    payload: z.object({
      ...order,
      /** Rejected by an operator, or refunded after the member reported it did not arrive. */
      reason: z.enum(['rejected', 'refunded']),
      returnedAt: instant,
    }),
  },
  'bet.settled': {
    version: 1,
    payload: z.object({
      provider: z.string(),
      roundId: z.string(),
      memberId: z.number().int(),
      gameId: z.number().int(),
      /** The game category (RNG, LIVE, SPORTS, ...) and the vendor (vassalage). */
      categoryCode: z.string(),
      vendor: z.string(),
      currency: z.string(),
      stake: minorUnits,
      payout: minorUnits,
      /** The stake that counts as a valid bet (decision 020: the whole stake of a settled round). */
      validTurnover: minorUnits,
      settledAt: instant,
    }),
  },
  'member.registered': {
    version: 1,
    payload: z.object({
      memberId: z.number().int(),
      account: z.string(),
      /** The member whose invitation brought them, if any. */
      referrerId: z.number().int().nullable(),
      /** The agent's invitation (affiliate) code they came with, if any, and that agent. */
      affiliateCode: z.string().nullable(),
      uplineId: z.number().int().nullable(),
      registeredAt: instant,
    }),
  },
  'member.logged_in': {
    version: 1,
    payload: z.object({
      memberId: z.number().int(),
      sessionId: z.number().int(),
      /** username, sms, remember, freeplay (a trial account), ... */
      loginType: z.string(),
      loggedInAt: instant,
    }),
  },
  'bonus.issued': {
    version: 1,
    payload: z.object({
      ...bonus,
      /** deposit_match, cashback, application, raffle or adjustment. */
      source: z.string(),
      promotionId: z.number().int().nullable(),
      turnoverRequired: minorUnits,
      issuedAt: instant,
      expiresAt: instant,
    }),
  },
  'bonus.released': {
    version: 1,
    payload: z.object({
      ...bonus,
      /** Moved from the bonus wallet to the main wallet once its turnover was met. */
      releasedAt: instant,
    }),
  },
  'bonus.forfeited': {
    version: 1,
    payload: z.object({
      ...bonus,
      /** Back to the bonus pool: its time ran out, the member gave it up, or an operator cancelled it. */
      reason: z.enum(['expired', 'forfeited', 'cancelled']),
      forfeitedAt: instant,
    }),
  },
  'bank_card.added': {
    version: 1,
    payload: z.object({
      cardId: z.number().int(),
      memberId: z.number().int(),
      /** The name on the account, as the member registered it. */
      holderName: z.string(),
      addedAt: instant,
    }),
  },
} as const;

export type DomainEventType = keyof typeof domainEvents;
export type DomainEventPayload<T extends DomainEventType> = z.infer<
  (typeof domainEvents)[T]['payload']
>;

/** An event as written: its type, once-only key and payload. */
export interface NewDomainEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  /** Names the fact once (e.g. `deposit.credited:D2026...`): a second write of it is ignored. */
  key: string;
  memberId: number | null;
  payload: DomainEventPayload<T>;
  occurredAt: Date;
}

/** An event as a consumer reads it. */
export interface DomainEvent {
  id: number;
  txId: number;
  type: string;
  version: number;
  key: string;
  memberId: number | null;
  payload: Record<string, unknown>;
  occurredAt: string;
}
