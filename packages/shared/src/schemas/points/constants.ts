/**
 * The kinds, statuses and limits of points and the points mall (docs/decisions/027-points.md).
 */

/** The ledger currency of points. */
export const POINTS_CURRENCY = 'PTS';

/**
 * cash: money to the main wallet; bonus: money to the bonus wallet with a turnover requirement;
 * ticket: reward-centre tickets (golden egg, red envelope, prize wheel), one per unit; physical: an item an operator sends (applying, in process, approved or
 * rejected).
 */
export const POINT_REWARD_TYPES = ['cash', 'bonus', 'ticket', 'physical'] as const;
export type PointRewardType = (typeof POINT_REWARD_TYPES)[number];

/** Spec section 9: the kinds of reward ticket. */
export const POINT_TICKET_KINDS = ['golden_egg', 'red_envelope', 'prize_wheel'] as const;
export type PointTicketKind = (typeof POINT_TICKET_KINDS)[number];

/**
 * What an amount requirement measures, over the member's whole history: deposits credited, or
 * valid turnover (settled bets).
 */
export const POINT_REQUIREMENT_KINDS = ['deposit', 'turnover'] as const;
export type PointRequirementKind = (typeof POINT_REQUIREMENT_KINDS)[number];

/**
 * Spec section 4, points redeem: applying (a physical item waits for an operator), in_process
 * (being sent), approved (done; cash and bonus rewards are approved at once), rejected (the
 * points and the stock came back).
 */
export const POINT_REDEEM_STATUSES = ['applying', 'in_process', 'approved', 'rejected'] as const;
export type PointRedeemStatus = (typeof POINT_REDEEM_STATUSES)[number];

/**
 * What moved a member's points (ODSFE2_MemTransDet): earn (settled bets), redeem (a reward),
 * return (a rejected redeem's points given back), convert (to cash), adjustment (by an operator;
 * either sign).
 */
export const POINT_MOVEMENT_TYPES = ['earn', 'redeem', 'return', 'convert', 'adjustment'] as const;
export type PointMovementType = (typeof POINT_MOVEMENT_TYPES)[number];

export const POINT_PAGE_SIZE_DEFAULT = 20;
export const POINT_PAGE_SIZE_MAX = 100;
/** The most of one reward in one redeem. */
export const POINT_REDEEM_QUANTITY_MAX = 99;
/** The longest list range, and the default one (days), as for account records. */
export const POINT_LIST_MAX_DAYS = 90;
export const POINT_LIST_DEFAULT_DAYS = 7;
