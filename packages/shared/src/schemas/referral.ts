import { z } from 'zod';

/**
 * Invite friends (spec sections 1 and 2, member-centre page `referral`; decision 028): the
 * member's referral code and link, the friends it brought with their progress, and the
 * operator's rules of the programme. Amounts travel as decimals with at most 2 decimals.
 */

/** A friend's way to the reward: registered, first deposit made, qualified (rewarded), or not. */
export const REFERRAL_STATUSES = ['registered', 'deposited', 'qualified', 'not_eligible'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Why a friend does not qualify, kept for operators: the friend shares the referrer's browser
 * (device mark), an IP address (registration or login) or a payee or card holder name; the first
 * deposit was below the minimum; the thresholds were met after the window.
 */
export const REFERRAL_INELIGIBLE_REASONS = [
  'same_device',
  'same_ip',
  'same_payee_name',
  'first_deposit_below_minimum',
  'window_passed',
] as const;
export type ReferralIneligibleReason = (typeof REFERRAL_INELIGIBLE_REASONS)[number];

/** Where the reward is paid: the bonus wallet (with turnover) or the main wallet. */
export const REFERRAL_REWARD_WALLETS = ['bonus', 'main'] as const;
export type ReferralRewardWallet = (typeof REFERRAL_REWARD_WALLETS)[number];

/** The link a friend registers through: `<origin>/register?referralCode=CODE`. */
export const REFERRAL_CODE_PARAM = 'referralCode';
export const REFERRAL_FRIENDS_PAGE_SIZE = 10;

/** Exact decimals: at most 2 places, never a float artefact. */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const money = z.number().min(0).max(1e10).refine(twoDecimals, 'two_decimals');

/** The rules as members see them on their referral page. */
export const referralRulesSummarySchema = z.object({
  enabled: z.boolean(),
  minFirstDeposit: z.number(),
  /** Valid turnover the friend plays after the first deposit; 0 when none is asked. */
  minTurnover: z.number(),
  /** Days from the friend's registration to meet the thresholds; 0: no limit. */
  qualifyWithinDays: z.number().int(),
  rewardAmount: z.number(),
  rewardWallet: z.enum(REFERRAL_REWARD_WALLETS),
  /** For a bonus-wallet reward: turnover required = reward x this. */
  turnoverMultiple: z.number().int(),
});
export type ReferralRulesSummary = z.infer<typeof referralRulesSummarySchema>;

/** GET /wps/member/referral: the member's code, link, totals and the programme's rules. */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** The registration link with the code, on the site's origin as the member reached it. */
  link: z.string(),
  totals: z.object({
    friends: z.number().int(),
    /** Friends who made a first deposit (qualified ones included). */
    firstDeposits: z.number().int(),
    qualified: z.number().int(),
    /** Rewards earned, in the site currency. */
    rewardsEarned: z.number(),
  }),
  rules: referralRulesSummarySchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** GET /wps/member/referral/friends. */
export const referralFriendsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
});
export type ReferralFriendsQuery = z.infer<typeof referralFriendsQuerySchema>;

export const referralFriendSchema = z.object({
  id: z.number().int(),
  /** Masked: the first two characters and the last one (ab***9). */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  firstDepositAt: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  /** The reward paid for this friend, or null. */
  reward: z.number().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const referralFriendsValueSchema = z.object({
  list: z.array(referralFriendSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReferralFriendsValue = z.infer<typeof referralFriendsValueSchema>;

// ---- Operator ------------------------------------------------------------------------------
/** PUT /wps/operator/referral/rules. */
export const referralRulesInputSchema = z
  .strictObject({
    enabled: z.boolean(),
    minFirstDeposit: money,
    minTurnover: money,
    qualifyWithinDays: z.number().int().min(0).max(365),
    rewardAmount: money,
    rewardWallet: z.enum(REFERRAL_REWARD_WALLETS),
    turnoverMultiple: z.number().int().min(0).max(100),
    bonusExpiryDays: z.number().int().min(1).max(365),
  })
  .refine((rules) => !rules.enabled || rules.rewardAmount > 0, {
    path: ['rewardAmount'],
    message: 'positive',
  });
export type ReferralRulesInput = z.infer<typeof referralRulesInputSchema>;

export const referralRulesSchema = z.object({
  enabled: z.boolean(),
  minFirstDeposit: z.number(),
  minTurnover: z.number(),
  qualifyWithinDays: z.number().int(),
  rewardAmount: z.number(),
  rewardWallet: z.enum(REFERRAL_REWARD_WALLETS),
  turnoverMultiple: z.number().int(),
  bonusExpiryDays: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** GET /wps/operator/referrals. */
export const operatorReferralsQuerySchema = z.strictObject({
  status: z.enum(REFERRAL_STATUSES).optional(),
  /** The referrer's account, exactly (case-insensitive). */
  referrer: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type OperatorReferralsQuery = z.infer<typeof operatorReferralsQuerySchema>;

export const operatorReferralSchema = z.object({
  id: z.number().int(),
  referrer: z.string(),
  referrerId: z.number().int(),
  /** Unmasked for operators. */
  friend: z.string(),
  friendId: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  ineligibleReasons: z.array(z.enum(REFERRAL_INELIGIBLE_REASONS)),
  registeredAt: z.string(),
  firstDepositOrderNo: z.string().nullable(),
  firstDepositAmount: z.number().nullable(),
  firstDepositAt: z.string().nullable(),
  turnover: z.number(),
  qualifiedAt: z.string().nullable(),
  rewardAmount: z.number().nullable(),
  rewardWallet: z.enum(REFERRAL_REWARD_WALLETS).nullable(),
  rewardReference: z.string().nullable(),
});
export type OperatorReferral = z.infer<typeof operatorReferralSchema>;

export const operatorReferralsValueSchema = z.object({
  list: z.array(operatorReferralSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
