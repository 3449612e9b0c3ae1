import { z } from 'zod';
import { displayText } from '../../validation/display-text.js';
import { categoryMap, timestamp } from './fields.js';
import { promotionEligibilitySchema, promotionTermsSchema } from './terms.js';
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_IMAGE_DATA_URL_MAX,
  APPLICATION_REMARK_MAX,
  CONTACT_APPS,
  MEMBER_PROMOTION_STATES,
  PROMOTION_ACTIONS,
  PROMOTION_BADGES,
  PROMOTION_INELIGIBLE_REASONS,
  PROMOTION_KINDS,
  PROMOTION_PHASES,
  PROMOTION_TYPES,
} from './constants.js';

/** What a member or visitor sees on /promotions and /promoDetail, and the member's calls. */

// ---- Member and visitor: promotions ------------------------------------------------------
export const promotionsQuerySchema = z.strictObject({
  type: z.enum(PROMOTION_TYPES).optional(),
});

export const promotionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
/** GET /wps/promotions/:id takes the id or the code (banners link to a promotion by its code). */
export const promotionRefParamsSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z0-9][A-Za-z0-9-]{1,48})$/),
});

/** The member's own part in a promotion, when they have one. */
export const participationSchema = z.object({
  id: z.number().int(),
  /** Applying, rejected, joined, issued, claimed or closed as stored. */
  status: z.string(),
  createdAt: timestamp,
  /** Set by the operator or by the rules. */
  amount: z.number().nullable(),
  /** Why an application was rejected. */
  reason: z.string().nullable(),
  remark: z.string().nullable(),
  /** The bonus it gave, with its turnover. */
  bonusId: z.number().int().nullable(),
});

/** The member's daily check-in streak in a `signed` promotion (decision 058). */
export const checkInStatusSchema = z.object({
  /** Days in a row checked in, up to today (or yesterday when today is still open); 0: none. */
  streak: z.number().int().min(0),
  signedToday: z.boolean(),
  /** The bonus of the next check-in: today's when still open, else tomorrow's. */
  nextReward: z.number(),
});
export type CheckInStatus = z.infer<typeof checkInStatusSchema>;

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  badge: z.enum(PROMOTION_BADGES).nullable(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
  phase: z.enum(PROMOTION_PHASES),
  state: z.enum(MEMBER_PROMOTION_STATES),
  /** The button for this member now; null when there is nothing to do. */
  action: z.enum(PROMOTION_ACTIONS).nullable(),
  ineligibleReason: z.enum(PROMOTION_INELIGIBLE_REASONS).nullable(),
  terms: promotionTermsSchema,
  eligibility: promotionEligibilitySchema,
  expiryDays: z.number().int(),
  /**
   * The bonus rules' turnover weights (percent; 0 = excluded), so the terms can say which
   * categories count less or not at all. Optional: an answer without it leaves that to the content.
   */
  weights: categoryMap(z.number().int().min(0).max(100)).optional(),
  participation: participationSchema.nullable(),
  /** A check-in promotion's streak for a signed-in member; absent otherwise. */
  checkIn: checkInStatusSchema.optional(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** GET /wps/promotions: published promotions not yet closed, in the operator's order. */
export const promotionsValueSchema = z.object({ list: z.array(promotionSummarySchema) });
export type PromotionsValue = z.infer<typeof promotionsValueSchema>;

/** GET /wps/promotions/:id: also the rich content (HTML cleaned on the server). */
export const promotionDetailSchema = promotionSummarySchema.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** POST /wps/promotions/:id/join (a deposit match, cashback or raffle). */
export const joinPromotionValueSchema = z.object({ state: z.enum(MEMBER_PROMOTION_STATES) });

/** POST /wps/promotions/:id/apply. */
export const applyPromotionPayloadSchema = z.strictObject({
  remark: displayText(z.string().trim().max(APPLICATION_REMARK_MAX), { multiline: true }),
  /** PNG or JPEG data URLs, checked by content on the server. */
  images: z.array(z.string().max(APPLICATION_IMAGE_DATA_URL_MAX)).max(APPLICATION_IMAGES_MAX),
  contact: z
    .strictObject({ app: z.enum(CONTACT_APPS), id: displayText(z.string().trim().min(3).max(50)) })
    .optional(),
});
export type ApplyPromotionPayload = z.infer<typeof applyPromotionPayloadSchema>;
export const applyPromotionValueSchema = z.object({
  applicationId: z.number().int(),
  state: z.enum(MEMBER_PROMOTION_STATES),
});

/** POST /wps/promotions/:id/check-in: today's check-in and the bonus it gave. */
export const checkInValueSchema = z.object({
  state: z.enum(MEMBER_PROMOTION_STATES),
  /** The streak day today's check-in counts as. */
  streak: z.number().int().min(1),
  amount: z.number(),
  bonusId: z.number().int(),
  nextReward: z.number(),
});
export type CheckInValue = z.infer<typeof checkInValueSchema>;

/** POST /wps/relay/MCS2_claimRafflePromotion: the member's won prize of that promotion. */
export const claimRafflePayloadSchema = z.strictObject({
  promotionId: z.coerce.number().int().min(1),
});
export const claimRaffleValueSchema = z.object({
  bonusId: z.number().int(),
  amount: z.number(),
  state: z.enum(MEMBER_PROMOTION_STATES),
});
