import { z } from 'zod';
import { VN_NUMERO_COUNT } from '../constants/limits.js';
import { BET_KINDS } from '../lottery/bet-types.js';
import { PRIZE_MODES } from '../lottery/odds.js';
import { LOTTERY_REGIONS } from '../lottery/prize-structures.js';
import {
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_VENDOR,
  drawStates,
  lotteryKinds,
  ticketStates,
} from './lottery/constants.js';
import { resultSheetSchema, selectionSchema } from './lottery/rules.js';
import { amountInputSchema } from './withdrawal.js';

/**
 * The lottery calls (spec sections 1-4, 6, 7 and 9; decision 033; ARCHITECTURE sections 6 and
 * 11). Games:
 * - Vietnamese traditional draws: one game per province, code `vn-<province code>` (the North
 *   is `vn-mb`), one draw a day on the days of the province's rotation; draw id
 *   `vn-<province code>-<YYYYMMDD>`;
 * - fast e-lottery (ELOTT): `vnf1`, `vnf3`, `vnf5` (every 1, 3, 5 minutes; vnf3 draws the
 *   Southern structure of 18 numbers, the others the Northern one of 27); draw id
 *   `<game code>-<issue>`, issue `<YYYYMMDD>-<number of the day>` (Vietnamese date, GMT+7).
 * Money is major units (numbers with at most 2 decimals) in answers, as elsewhere.
 */
export * from './lottery/constants.js';
export * from './lottery/rules.js';

const prizeMode = z.enum(PRIZE_MODES);

// ---- Game menu ------------------------------------------------------------------------------

/** GET /lgw/vn/games/game_menu?prizeMode=Lott&device=WEB (public). */
export const gameMenuQuerySchema = z.strictObject({
  prizeMode: prizeMode.default('Lott'),
  device: z.literal('WEB').default('WEB'),
});

export const drawSummarySchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  /** What the board calls it: the issue (fast) or the date (traditional). */
  numero: z.string(),
  drawAt: z.string(),
  closeAt: z.string(),
  state: z.enum(drawStates),
  /** Fast draws: SHA-256 (hex) of the seed, published when betting opens. */
  seedHash: z.string().nullable(),
});
export type DrawSummary = z.infer<typeof drawSummarySchema>;

export const gameMenuEntrySchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  kind: z.enum(lotteryKinds),
  region: z.enum(LOTTERY_REGIONS),
  accountTypeName: z.literal(LOTTERY_ACCOUNT_TYPE),
  vendor: z.literal(LOTTERY_VENDOR),
  /** Fast games: minutes between draws. */
  intervalMinutes: z.number().int().nullable(),
  /** The next draw that takes tickets, if any today or tomorrow. */
  nextDraw: drawSummarySchema.nullable(),
});
export type GameMenuEntry = z.infer<typeof gameMenuEntrySchema>;

export const gameMenuValueSchema = z.object({
  prizeMode,
  groups: z.array(
    z.object({
      /** north, central, south (traditional: provinces of the day) or fast. */
      group: z.enum(['north', 'central', 'south', 'fast']),
      gameMenus: z.array(gameMenuEntrySchema),
    }),
  ),
  serverTime: z.string(),
});
export type GameMenuValue = z.infer<typeof gameMenuValueSchema>;

/** GET /lgw/vn/games/game_menu/recent (token): the member's lottery games, latest ticket first. */
export const recentGamesValueSchema = z.object({ list: z.array(gameMenuEntrySchema) });

// ---- Results ----------------------------------------------------------------------------------

/** GET /lgw/vn/numeros/opened/game?gameCode=...&count=100 (public): the latest results. */
export const openedNumerosQuerySchema = z.strictObject({
  gameCode: z.string().min(1).max(40),
  count: z.coerce.number().int().min(1).max(VN_NUMERO_COUNT).default(VN_NUMERO_COUNT),
});

export const drawResultSchema = drawSummarySchema.extend({
  region: z.enum(LOTTERY_REGIONS),
  /** The sheet by prize tier (special first). */
  sheet: resultSheetSchema,
  /** Fast draws: the seed, revealed with the result (verify: drawSheet(seed, drawId, region)). */
  seed: z.string().nullable(),
  drawnAt: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const openedNumerosValueSchema = z.object({
  gameCode: z.string(),
  list: z.array(drawResultSchema),
});

/** GET /lotto/lgw/games/opened/numero?gameCode=... (token): the draw taking tickets now. */
export const openNumeroQuerySchema = z.strictObject({ gameCode: z.string().min(1).max(40) });
export const openNumeroValueSchema = z.object({
  game: gameMenuEntrySchema,
  draw: drawSummarySchema.nullable(),
  /** The odds of each bet kind for the game's region and the site's prize mode. */
  odds: z.array(
    z.object({
      kind: z.enum(BET_KINDS),
      /** Paid per unit of point value on a hit (e.g. 80 for 1:80). */
      payout: z.number(),
      /** Point cost of one line per unit of point value (e.g. 27 for lô in the North). */
      pointCost: z.number(),
    }),
  ),
  limits: z.object({
    minUnitStake: z.number(),
    maxMultiplier: z.number().int(),
    maxStakePerNumber: z.number(),
  }),
  serverTime: z.string(),
});
export type OpenNumeroValue = z.infer<typeof openNumeroValueSchema>;

// ---- Tickets ------------------------------------------------------------------------------------

/** POST /lotto/lgw/tickets (token): one ticket on an open draw, debited through the wallet. */
export const placeTicketPayloadSchema = z.strictObject({
  drawId: z.string().min(1).max(60),
  selection: selectionSchema,
  /** Unit stake (major units). */
  unitStake: amountInputSchema,
  multiplier: z.number().int().min(1).max(10_000),
  /** The member's key for this ticket: a retry with the same key places nothing more. */
  requestId: z.string().trim().min(8).max(64),
});
export type PlaceTicketPayload = z.input<typeof placeTicketPayloadSchema>;

export const ticketSchema = z.object({
  ticketNo: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  selection: selectionSchema,
  lines: z.number().int(),
  unitStake: z.number(),
  multiplier: z.number().int(),
  cost: z.number(),
  maxPayout: z.number(),
  state: z.enum(ticketStates),
  payout: z.number(),
  /** Hits over all lines when settled (a lô number drawn twice counts 2). */
  occurrences: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TicketView = z.infer<typeof ticketSchema>;

/** GET /lotto/lgw/tickets (token): the member's tickets, newest first. */
export const ticketsQuerySchema = z.strictObject({
  gameCode: z.string().max(40).optional(),
  state: z.enum(ticketStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ticketsValueSchema = z.object({
  list: z.array(ticketSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

// ---- Launch -------------------------------------------------------------------------------------

/** GET /wps/lottery/launch (token): the lottery launch request of spec section 3. */
export const lotteryLaunchQuerySchema = z.strictObject({
  lottoArea: z.literal('VN'),
  launchMode: z.literal('LOTT'),
  lottoPrizeMode: prizeMode.default('Lott'),
  lottoGameCode: z.string().max(40).optional(),
  lottoView: z.string().max(40).optional(),
  device: z.literal('WEB').default('WEB'),
  backUrl: z.string().max(500).optional(),
  language: z.string().max(8).optional(),
});
export const lotteryLaunchValueSchema = z.object({
  /** Where the site goes: /lottery with gameCode, vendor and playType when known. */
  url: z.string(),
});

// ---- Operator -----------------------------------------------------------------------------------

export const operatorDrawsQuerySchema = z.strictObject({
  gameCode: z.string().max(40).optional(),
  state: z.enum(drawStates).optional(),
  kind: z.enum(lotteryKinds).optional(),
  /** The draws of one lottery day: the Vietnamese date (GMT+7) of their draw time. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const operatorDrawSchema = drawSummarySchema.extend({
  kind: z.enum(lotteryKinds),
  region: z.enum(LOTTERY_REGIONS),
  sheet: resultSheetSchema.nullable(),
  seed: z.string().nullable(),
  enteredBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  tickets: z.number().int(),
  stakes: z.number(),
  payouts: z.number(),
});
export type OperatorDraw = z.infer<typeof operatorDrawSchema>;
export const operatorDrawsValueSchema = z.object({
  list: z.array(operatorDrawSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** GET /wps/operator/lottery/draws/:drawId/exposure: the cap check's own figures. */
export const operatorExposureQuerySchema = z.strictObject({
  betKind: z.enum(BET_KINDS).optional(),
  /** The lines with the most potential payout first, up to this many. */
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const operatorExposureValueSchema = z.object({
  drawId: z.string(),
  state: z.enum(drawStates),
  /** The settings' caps the placements are checked against now. */
  maxStakePerNumber: z.number(),
  liabilityCap: z.number(),
  /** The draw's total: every ticket's cost, and the sum of their maximum payouts. */
  totalStake: z.number(),
  totalLiability: z.number(),
  /** Lines with exposure (all of them, before the limit). */
  lineCount: z.number().int(),
  lines: z.array(
    z.object({
      betKind: z.string(),
      /** A number, a xiên combination ("12-34") or a choice ("big"). */
      line: z.string(),
      stake: z.number(),
      /** The most this line can pay. */
      liability: z.number(),
    }),
  ),
});
export type OperatorExposure = z.infer<typeof operatorExposureValueSchema>;
/** GET /wps/operator/lottery/draws/:drawId/settlement: how far its tickets are paid. */
export const operatorSettlementValueSchema = z.object({
  drawId: z.string(),
  state: z.enum(drawStates),
  /** Tickets taken (pending, won, lost), and of them those settled (won or lost). */
  tickets: z.number().int(),
  settled: z.number().int(),
  pending: z.number().int(),
  /** Placements whose debit has no answer yet. */
  placing: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  /** Refunded tickets and their stakes. */
  cancelled: z.number().int(),
  refunded: z.number(),
  /** Stakes of every ticket taken; of the settled ones; what they paid; the house's win. */
  staked: z.number(),
  settledStake: z.number(),
  paid: z.number(),
  ggr: z.number(),
});
export type OperatorSettlement = z.infer<typeof operatorSettlementValueSchema>;
/** Result entry (the first operator) of a traditional draw. */
export const operatorResultPayloadSchema = z.strictObject({ sheet: resultSheetSchema });
export const operatorVoidPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1).max(200),
});
export const operatorLotteryLimitsSchema = z.strictObject({
  /** Minutes before a traditional draw that betting closes. */
  cutoffMinutes: z.number().int().min(1).max(120),
  /** Seconds before a fast draw that betting closes. */
  fastCutoffSeconds: z.number().int().min(1).max(50),
  minUnitStake: amountInputSchema,
  maxMultiplier: z.number().int().min(1).max(10_000),
  /** Most stake on one number (one bet kind) of one draw, all members together. */
  maxStakePerNumber: amountInputSchema,
  /** Most the house may owe on one draw: a ticket whose maximum payout passes it is refused. */
  liabilityCap: amountInputSchema,
  prizeMode,
});
export type OperatorLotteryLimits = z.infer<typeof operatorLotteryLimitsSchema>;
