import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages.js';

/**
 * The reward centre (member-centre page rewardCenter, badge = unopened tickets; spec sections 1,
 * 2 and 9; ARCHITECTURE section 11; docs/decisions/029-reward-tickets.md). A ticket is a golden
 * egg, a red envelope or a prize wheel. It carries its kind's prize table as it was when the
 * ticket was granted, and the SHA-256 of a secret seed; opening it draws the prize from
 * HMAC-SHA256(seed, ticket number) (packages/shared/src/crypto/fair-draw.ts) and reveals the seed,
 * so the page can check the draw with the same code.
 *
 * Money travels as decimals (at most 2 decimals) in the member's currency; points as integers.
 */

export const REWARD_TICKET_KINDS = ['golden_egg', 'red_envelope', 'prize_wheel'] as const;
export type RewardTicketKind = (typeof REWARD_TICKET_KINDS)[number];

/**
 * bonus: money into the bonus wallet with a turnover requirement (amount x multiple); points:
 * points into the points wallet; ticket: another ticket of a kind; nothing: better luck.
 */
export const TICKET_PRIZE_TYPES = ['bonus', 'points', 'ticket', 'nothing'] as const;
export type TicketPrizeType = (typeof TICKET_PRIZE_TYPES)[number];

export const REWARD_TICKET_STATUSES = ['unopened', 'opened', 'expired'] as const;
export type RewardTicketStatus = (typeof REWARD_TICKET_STATUSES)[number];

/**
 * What granted a ticket: a member's first deposit, a deposit of at least an amount, the first
 * sign-in of a site day, a completed mission, a raffle promotion, an operator, another ticket, or
 * points spent in the points mall.
 */
export const REWARD_TICKET_SOURCES = [
  'first_deposit',
  'deposit_over',
  'daily_sign_in',
  'mission',
  'raffle',
  'operator',
  'ticket',
  'points_mall',
] as const;
export type RewardTicketSource = (typeof REWARD_TICKET_SOURCES)[number];

/** The rules that grant tickets on events (the other sources grant through their own flows). */
export const TICKET_GRANT_TRIGGERS = ['first_deposit', 'deposit_over', 'daily_sign_in'] as const;
export type TicketGrantTrigger = (typeof TICKET_GRANT_TRIGGERS)[number];

export const REWARD_TICKETS_PAGE_SIZE = 20;
/** The most entries of one prize table; the weights of a table sum to at most this. */
export const TICKET_PRIZES_MAX = 12;
export const TICKET_WEIGHT_TOTAL_MAX = 1_000_000;

const amount = z.number().min(0).max(1e9);

/** One entry of a prize table as the member sees it. */
export const ticketPrizeSchema = z.object({
  type: z.enum(TICKET_PRIZE_TYPES),
  /** The prize's name in the request's language (EN fallback). */
  label: z.string(),
  /** Bonus money per prize; null for the other types. */
  amount: z.number().nullable(),
  /** Bonus: turnover required = amount x this. */
  turnoverMultiple: z.number().int().nullable(),
  points: z.number().int().nullable(),
  ticketKind: z.enum(REWARD_TICKET_KINDS).nullable(),
  /** The entry is drawn with probability weight / (sum of the table's weights). */
  weight: z.number().int(),
});
export type TicketPrize = z.infer<typeof ticketPrizeSchema>;

export const rewardTicketSchema = z.object({
  id: z.number().int(),
  /** The ticket number, also the draw id of its provably fair draw. */
  ticketNo: z.string(),
  kind: z.enum(REWARD_TICKET_KINDS),
  source: z.enum(REWARD_TICKET_SOURCES),
  status: z.enum(REWARD_TICKET_STATUSES),
  grantedAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  /** SHA-256 of the seed, shown before opening. */
  seedHash: z.string(),
  /** The seed, revealed once the ticket is opened (null before). */
  seed: z.string().nullable(),
  /** The prize table the draw uses, fixed when the ticket was granted. */
  prizes: z.array(ticketPrizeSchema),
  /** Index in `prizes` of the prize drawn; null before opening. */
  prizeIndex: z.number().int().nullable(),
  /** What the prize became: a bonus number, points credited, a new ticket's number. */
  prizeReference: z.string().nullable(),
  currency: z.string(),
});
export type RewardTicket = z.infer<typeof rewardTicketSchema>;

/** GET /wps/member/rewards/tickets (token). */
export const rewardTicketsQuerySchema = z.strictObject({
  status: z.enum(REWARD_TICKET_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type RewardTicketsQuery = z.input<typeof rewardTicketsQuerySchema>;

export const rewardTicketsValueSchema = z.object({
  list: z.array(rewardTicketSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The badge: unopened tickets not expired. */
  unopened: z.number().int(),
});
export type RewardTicketsValue = z.infer<typeof rewardTicketsValueSchema>;

/** GET /wps/member/rewards/count (token): the badge of rewardCenter. */
export const rewardCountValueSchema = z.object({ unopened: z.number().int() });
export type RewardCountValue = z.infer<typeof rewardCountValueSchema>;

export const rewardTicketIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

// ---- Operator ------------------------------------------------------------------------------

export const ticketPrizeInputSchema = z
  .strictObject({
    type: z.enum(TICKET_PRIZE_TYPES),
    /** The name per language; EN is required and is the fallback. */
    labels: z
      .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(60))
      .refine((labels) => (labels.EN ?? '').length > 0, 'en_required'),
    amount: amount.nullable(),
    turnoverMultiple: z.number().int().min(0).max(100).nullable(),
    points: z.number().int().min(1).max(1_000_000_000).nullable(),
    ticketKind: z.enum(REWARD_TICKET_KINDS).nullable(),
    weight: z.number().int().min(0).max(TICKET_WEIGHT_TOTAL_MAX),
  })
  .superRefine((prize, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      prize.type === 'bonus' ? prize.amount !== null && prize.amount > 0 : prize.amount === null,
      'amount',
      'bonus_only',
    );
    need(
      (prize.type === 'bonus') === (prize.turnoverMultiple !== null),
      'turnoverMultiple',
      'bonus_only',
    );
    need((prize.type === 'points') === (prize.points !== null), 'points', 'points_only');
    need((prize.type === 'ticket') === (prize.ticketKind !== null), 'ticketKind', 'ticket_only');
  });
export type TicketPrizeInput = z.infer<typeof ticketPrizeInputSchema>;

/** GET and PUT /wps/operator/rewards/prize-tables/:kind: applies to tickets granted after. */
export const prizeTableSchema = z.strictObject({
  /** Days a ticket may wait unopened. */
  expiryDays: z.number().int().min(1).max(365),
  /** Days a bonus prize has to meet its turnover. */
  bonusExpiryDays: z.number().int().min(1).max(365),
  prizes: z
    .array(ticketPrizeInputSchema)
    .min(1)
    .max(TICKET_PRIZES_MAX)
    .refine((prizes) => {
      const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
      return total >= 1 && total <= TICKET_WEIGHT_TOTAL_MAX;
    }, 'weights_total'),
});
export type PrizeTable = z.infer<typeof prizeTableSchema>;

export const prizeTableParamsSchema = z.strictObject({ kind: z.enum(REWARD_TICKET_KINDS) });

export const ticketGrantRuleSchema = z.strictObject({
  trigger: z.enum(TICKET_GRANT_TRIGGERS),
  /** deposit_over: the smallest deposit that counts; 0 otherwise. */
  minAmount: amount,
  kind: z.enum(REWARD_TICKET_KINDS),
  count: z.number().int().min(1).max(10),
  active: z.boolean(),
});
export type TicketGrantRule = z.infer<typeof ticketGrantRuleSchema>;

/** GET and PUT /wps/operator/rewards/grant-rules: the whole list. */
export const ticketGrantRulesSchema = z.strictObject({
  rules: z.array(ticketGrantRuleSchema).max(20),
});
export type TicketGrantRules = z.infer<typeof ticketGrantRulesSchema>;

/** POST /wps/operator/rewards/grants: tickets given by hand, audited. */
export const grantTicketsPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  kind: z.enum(REWARD_TICKET_KINDS),
  count: z.number().int().min(1).max(10),
  reason: z.string().trim().min(1).max(200),
});
export const grantTicketsValueSchema = z.object({
  username: z.string(),
  ticketNos: z.array(z.string()),
});
