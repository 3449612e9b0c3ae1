import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages.js';
import { REWARD_TICKET_KINDS } from './rewards.js';

/**
 * Missions and their leaderboard (member-centre page missionLeaderboard, badge = missions ready
 * to claim; spec sections 1, 2 and 7; docs/decisions/030-missions.md). A mission measures one
 * thing a member does in a period (a site day, a site week from Monday, or once), from the
 * domain events; reaching its target makes it ready to claim, once per period.
 *
 * Money travels as decimals (at most 2 decimals) in the member's currency; counts and points as
 * integers.
 */

/** daily: the site day (GMT+8); weekly: the site week from Monday; once: the mission's window. */
export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * deposit_total: money credited; valid_turnover: valid bets (one category or all);
 * rounds_played: settled rounds; login_streak: consecutive site days signed in;
 * friends_first_deposit: invited friends who made their first deposit.
 */
export const MISSION_CONDITIONS = [
  'deposit_total',
  'valid_turnover',
  'rounds_played',
  'login_streak',
  'friends_first_deposit',
] as const;
export type MissionCondition = (typeof MISSION_CONDITIONS)[number];

/** Conditions measured in money (the others count). */
export const MONEY_CONDITIONS: readonly MissionCondition[] = ['deposit_total', 'valid_turnover'];
export const isMoneyCondition = (condition: MissionCondition) =>
  MONEY_CONDITIONS.includes(condition);

export const MISSION_REWARD_TYPES = ['points', 'ticket', 'bonus'] as const;
export type MissionRewardType = (typeof MISSION_REWARD_TYPES)[number];

/** in_progress: below target; completed: ready to claim; claimed: paid for this period. */
export const MISSION_STATES = ['in_progress', 'completed', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const MISSION_LEADERBOARD_MAX = 50;

const texts = (max: number) => z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max));

export const missionRewardSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('points'),
    points: z.number().int().min(1).max(1_000_000_000),
  }),
  z.strictObject({
    type: z.literal('ticket'),
    ticketKind: z.enum(REWARD_TICKET_KINDS),
    count: z.number().int().min(1).max(10),
  }),
  z.strictObject({
    type: z.literal('bonus'),
    amount: z.number().positive().max(1e9),
    /** Turnover required = amount x this. */
    turnoverMultiple: z.number().int().min(0).max(100),
  }),
]);
export type MissionReward = z.infer<typeof missionRewardSchema>;

// ---- Operator ------------------------------------------------------------------------------

export const missionInputSchema = z
  .strictObject({
    /** The name per language; EN is required and is the fallback. */
    names: z
      .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(60))
      .refine((names) => (names.EN ?? '').length > 0, 'en_required'),
    descriptions: texts(300).default({}),
    period: z.enum(MISSION_PERIODS),
    condition: z.enum(MISSION_CONDITIONS),
    /** valid_turnover only: one game category (RNG, LIVE, ...); null: every category. */
    categoryCode: z.string().trim().min(1).max(16).nullable().default(null),
    /** Money for deposit_total and valid_turnover, a whole count otherwise. */
    target: z.number().positive().max(1e12),
    reward: missionRewardSchema,
    /** The window the mission counts and shows in; null: open-ended. */
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    active: z.boolean().default(true),
  })
  .superRefine((mission, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (mission.categoryCode !== null && mission.condition !== 'valid_turnover') {
      issue('categoryCode', 'only_valid_turnover');
    }
    if (!isMoneyCondition(mission.condition) && !Number.isInteger(mission.target)) {
      issue('target', 'whole_count');
    }
    if (mission.startsAt && mission.endsAt && mission.endsAt <= mission.startsAt) {
      issue('endsAt', 'after_start');
    }
  });
export type MissionInput = z.input<typeof missionInputSchema>;
export type MissionInputParsed = z.output<typeof missionInputSchema>;

export const operatorMissionSchema = z.object({
  id: z.number().int(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  descriptions: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  period: z.enum(MISSION_PERIODS),
  condition: z.enum(MISSION_CONDITIONS),
  categoryCode: z.string().nullable(),
  target: z.number(),
  reward: missionRewardSchema,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;

export const operatorMissionsValueSchema = z.object({ list: z.array(operatorMissionSchema) });
export const missionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
export const deletedMissionValueSchema = z.object({ id: z.number().int() });

// ---- Member --------------------------------------------------------------------------------

/** A mission as the member sees it in the current period. */
export const memberMissionSchema = z.object({
  id: z.number().int(),
  /** In the request's language (EN fallback). */
  name: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  condition: z.enum(MISSION_CONDITIONS),
  categoryCode: z.string().nullable(),
  /** Money (decimal) for money conditions, a count otherwise; progress may pass the target. */
  target: z.number(),
  progress: z.number(),
  state: z.enum(MISSION_STATES),
  reward: missionRewardSchema,
  /** The period: its first site day (yyyy-MM-dd), or `once`. */
  periodKey: z.string(),
  /** When the period ends (the next site midnight or Monday; a one-off mission's end); null: never. */
  periodEnd: z.string().nullable(),
  claimedAt: z.string().nullable(),
  /** What the reward became once claimed: a bonus number, a ticket number, a ledger reference. */
  rewardReference: z.string().nullable(),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (token). */
export const missionSummaryValueSchema = z.object({
  missions: z.array(memberMissionSchema),
  /** The badge: missions completed and not claimed in their current period. */
  readyToClaim: z.number().int(),
  currency: z.string(),
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValueSchema>;

/** POST /wps/relay/MCSFE_claimMission (token). */
export const claimMissionPayloadSchema = z.strictObject({
  missionId: z.number().int().min(1),
});
export type ClaimMissionPayload = z.infer<typeof claimMissionPayloadSchema>;
export const claimMissionValueSchema = memberMissionSchema;

/** GET /wps/relay/MCSFE_getMissionLeaderboard (token). */
export const missionLeaderboardQuerySchema = z.strictObject({
  /** The mission ranked; absent: the first active mission in display order. */
  missionId: z.coerce.number().int().min(1).optional(),
  count: z.coerce.number().int().min(1).max(MISSION_LEADERBOARD_MAX).default(10),
});
export type MissionLeaderboardQuery = z.input<typeof missionLeaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked account, e.g. ab***9. */
  player: z.string(),
  value: z.number(),
  /** The caller's own row. */
  me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const missionLeaderboardValueSchema = z.object({
  /** Null when no mission is active. */
  missionId: z.number().int().nullable(),
  name: z.string(),
  condition: z.enum(MISSION_CONDITIONS).nullable(),
  period: z.enum(MISSION_PERIODS).nullable(),
  periodKey: z.string().nullable(),
  periodEnd: z.string().nullable(),
  list: z.array(leaderboardEntrySchema),
  /** The caller's rank (null when they have no progress in the period) and value. */
  mine: z.object({ rank: z.number().int().nullable(), value: z.number() }),
});
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValueSchema>;

/**
 * GET /wps/operator/missions/:id/leaderboard: one period's ranking with the members' accounts
 * (the operator sees them unmasked). `period` is a site day (yyyy-MM-dd) inside the period
 * wanted (a weekly mission's week is the one holding that day); absent, the current period.
 * A one-off mission has one period.
 */
export const operatorMissionLeaderboardQuerySchema = z.strictObject({
  period: z.iso.date().optional(),
  count: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorMissionLeaderboardQuery = z.output<
  typeof operatorMissionLeaderboardQuerySchema
>;

export const operatorMissionLeaderboardValueSchema = z.object({
  missionId: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  condition: z.enum(MISSION_CONDITIONS),
  /** The period's first site day, or `once`. */
  periodKey: z.string(),
  target: z.number(),
  list: z.array(
    z.object({
      /** Ties share a rank. */
      rank: z.number().int(),
      memberId: z.number().int(),
      username: z.string(),
      value: z.number(),
      /** Whether the member reached the target in the period. */
      reached: z.boolean(),
    }),
  ),
});
export type OperatorMissionLeaderboard = z.infer<typeof operatorMissionLeaderboardValueSchema>;
