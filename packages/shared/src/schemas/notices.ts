import { z } from 'zod';

/**
 * The member's notices for the message centre: /wps/member/notices. Deposit and withdrawal
 * notices (spec section 8), bonus and promotion outcomes, operator messages and replies to the
 * member's feedback. Title and content come rendered in the request's language, with the time
 * and amount filled in.
 */

export const NOTICE_KINDS = [
  'deposit_arrived',
  'deposit_rejected',
  'deposit_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_failed',
  'bonus_issued',
  'bonus_released',
  'bonus_expired',
  'bonus_cancelled',
  'promotion_rejected',
  'operator_message',
  'feedback_reply',
  'referral_reward',
  'contract_offer',
] as const;
export type NoticeKindName = (typeof NOTICE_KINDS)[number];

/** The free text a notice may carry (a rejection or cancellation reason), at most this long. */
export const NOTICE_DETAIL_MAX = 500;

export const NOTICES_PAGE_SIZE = 9;
export const NOTICES_MAX_PAGE_SIZE = 100;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** GET /wps/member/notices. */
export const noticesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Nine by default, like the notices page (spec section 9). */
  pageSize: z.coerce.number().int().min(1).max(NOTICES_MAX_PAGE_SIZE).optional(),
  unreadOnly: flag.optional(),
});
export type NoticesQuery = z.infer<typeof noticesQuerySchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  content: z.string(),
  /** Decimal with 2 decimals, e.g. 1234.5; 0 for a notice without an amount (a message). */
  amount: z.number(),
  currency: z.string(),
  /**
   * What the notice is about: the deposit or withdrawal order number, the bonus or application
   * reference, MSG<id> for an operator message, FB<id> for a reply to feedback.
   */
  reference: z.string(),
  occurredAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesValueSchema = z.object({
  list: z.array(noticeSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread notices of the member in all (not only this page). */
  unread: z.number().int(),
});
export type NoticesValue = z.infer<typeof noticesValueSchema>;

/** GET /wps/member/notices/unread-count. */
export const noticesUnreadValueSchema = z.object({ count: z.number().int() });

/** POST /wps/member/notices/read: the listed notices, or every notice with `all: true`. */
export const readNoticesPayloadSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().min(1)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type ReadNoticesPayload = z.infer<typeof readNoticesPayloadSchema>;

/** How many notices the call marked read (already read ones and others' ids do not count). */
export const readNoticesValueSchema = z.object({
  updated: z.number().int(),
  unread: z.number().int(),
});

/** POST /wps/member/notices/delete: the listed notices leave the member's message centre. */
export const deleteNoticesPayloadSchema = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1).max(100),
});
export type DeleteNoticesPayload = z.infer<typeof deleteNoticesPayloadSchema>;

/** How many notices the call deleted (others' ids and deleted ones do not count). */
export const deleteNoticesValueSchema = z.object({
  deleted: z.number().int(),
  unread: z.number().int(),
});

/**
 * GET /wps/relay/CSP_unreadCount: what the header's mail icon and the message centre's badge
 * show, every unread message of the member.
 */
export const unreadCountValueSchema = z.object({ count: z.number().int() });
