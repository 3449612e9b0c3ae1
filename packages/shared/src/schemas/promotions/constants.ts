/**
 * The plain values of promotions and bonuses: kinds, types, states, limits. They are kept apart
 * from the schemas so that a page reading them does not build every schema (nor load zod).
 */

/** What joining does (issue text): see docs/decisions/025-bonuses-and-turnover.md. */
export const PROMOTION_KINDS = [
  'deposit_match',
  'cashback',
  'application',
  'raffle',
  /** The daily check-in: a bonus per day of the member's streak (decision 058). */
  'signed',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The type filters of /promotions (spec section 3: promotion entry type). */
export const PROMOTION_TYPES = ['welcome', 'reload', 'cashback', 'vip', 'event'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The badge on a promotion card (spec section 3). */
export const PROMOTION_BADGES = ['hot', 'new', 'vip', 'limited'] as const;
export type PromotionBadge = (typeof PROMOTION_BADGES)[number];

/** The schedule: coming soon before its start, ongoing, closed after its end. */
export const PROMOTION_PHASES = ['coming_soon', 'ongoing', 'closed'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/**
 * The member's state of a promotion (spec section 4). join: may join or apply; joined: opted in
 * (a deposit match waits for the qualifying deposit, a raffle for its draw); applying: an
 * application waits for an operator; rejected: it was refused (with the reason); claim: a raffle
 * prize waits to be claimed; in_progress: its bonus is playing its turnover; claimed: the bonus
 * was released, or the prize claimed; closed: the promotion ended or the member cannot take part
 * (again); coming_soon: not started; signed: a daily check-in done today (decision 058).
 */
export const MEMBER_PROMOTION_STATES = [
  'join',
  'joined',
  'applying',
  'rejected',
  'claim',
  'in_progress',
  'claimed',
  'closed',
  'coming_soon',
  'signed',
] as const;
export type MemberPromotionState = (typeof MEMBER_PROMOTION_STATES)[number];

/** What the promotion's button does for this member now, if anything. */
export const PROMOTION_ACTIONS = [
  'login',
  'join',
  'apply',
  'claim',
  'deposit',
  'check_in',
] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** Why a member cannot take part, when the state is closed and the promotion is ongoing. */
export const PROMOTION_INELIGIBLE_REASONS = [
  'new_members_only',
  'vip_rank',
  'once_per_member',
  'once_per_day',
  'once_per_week',
  'trial_account',
] as const;
export type PromotionIneligibleReason = (typeof PROMOTION_INELIGIBLE_REASONS)[number];

/** Once a week: weeks start on Monday, GMT+8. */
export const PROMOTION_FREQUENCIES = ['unlimited', 'once', 'daily', 'weekly'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

export const CASHBACK_BASES = ['net_loss', 'valid_turnover'] as const;
export type CashbackBasis = (typeof CASHBACK_BASES)[number];

/** Spec sections 5 and 9: application remark and images. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** A data URL of the largest image: base64 grows by 4/3, plus the `data:image/jpeg;base64,` head. */
export const APPLICATION_IMAGE_DATA_URL_MAX = Math.ceil(APPLICATION_IMAGE_MAX_BYTES / 3) * 4 + 32;
/** The messaging apps a bonus may ask for (spec section 5: Zalo or WhatsApp id). */
export const CONTACT_APPS = ['zalo', 'whatsapp'] as const;
export type ContactApp = (typeof CONTACT_APPS)[number];

/** After the last day of the rewards: start again at day 1, or keep paying the last day's. */
export const CHECK_IN_AFTER_LAST = ['cycle', 'cap'] as const;
export type CheckInAfterLast = (typeof CHECK_IN_AFTER_LAST)[number];
export const CHECK_IN_DAYS_MAX = 31;

// ---- Bonuses ----------------------------------------------------------------------------
/**
 * in_progress: playing its turnover; completed: released to the main wallet; expired: its time
 * ran out; forfeited: given up by the member; cancelled: by an operator. The last three go back
 * to the bonus pool.
 */
export const BONUS_STATES = [
  'in_progress',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];
export const BONUS_SOURCES = [
  'deposit_match',
  'cashback',
  'application',
  'raffle',
  'adjustment',
  /** A bonus reward bought with points (decision 027). */
  'points',
  'referral',
  /** A bonus won by opening a reward ticket (decision 029). */
  'reward_ticket',
  /** A mission's bonus reward, claimed (decision 030). */
  'mission',
  /** A daily check-in's reward (decision 058). */
  'signed',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];
export const BONUSES_PAGE_SIZE = 20;

// ---- Operator and console --------------------------------------------------------------
export const PROMOTION_STATUSES = ['draft', 'published', 'archived'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;

/**
 * Where a promotion stands now: a draft; published and not yet started (scheduled), running, or
 * past its end (ended); or archived.
 */
export const PROMOTION_CONSOLE_STATES = [
  'draft',
  'scheduled',
  'running',
  'ended',
  'archived',
] as const;
export type PromotionConsoleState = (typeof PROMOTION_CONSOLE_STATES)[number];

export const PROMOTION_SORTS = ['sortOrder', 'startsAt', 'updatedAt'] as const;
