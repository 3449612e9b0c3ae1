import { z } from 'zod';
import { displayText } from '../validation/display-text.js';

/**
 * The feedback form (spec sections 1, 5 and 7: PUT /wps/feedback, a public call) and the
 * operator's queue of feedback with its reply. A visitor answers a captcha; a signed-in member
 * does not, and their feedback is tied to their account.
 */

/** Spec section 5: "Feedback content length range given by two bounds" (after trimming). */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** A phone number, an email address or a messaging id to answer a visitor on. */
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_REPLY_MAX = 1000;

/** Images attached to a feedback: PNG or JPEG, like a promotion application's (spec section 9). */
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];
/** A data URL of the largest image: base64 grows by 4/3, plus the `data:image/jpeg;base64,` head. */
export const FEEDBACK_IMAGE_DATA_URL_MAX = Math.ceil(FEEDBACK_IMAGE_MAX_BYTES / 3) * 4 + 32;

/** Feedback accepted from one IP address per window; more is TOO_MANY_REQUESTS. */
export const FEEDBACK_PER_IP = 5;
export const FEEDBACK_WINDOW_MINUTES = 10;

/** What the feedback is about: the kinds a member picks from. */
export const FEEDBACK_TYPES = [
  'suggestion',
  'complaint',
  'deposit',
  'withdrawal',
  'game',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const feedbackContentSchema = displayText(
  z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
  { multiline: true },
);

/** PUT /wps/feedback. */
export const feedbackPayloadSchema = z.strictObject({
  type: z.enum(FEEDBACK_TYPES),
  content: feedbackContentSchema,
  /** Optional; empty counts as none. */
  contact: displayText(z.string().trim().max(FEEDBACK_CONTACT_MAX)).optional(),
  /**
   * Data URLs (base64) of PNG or JPEG images of at most 5 MB each. Their bytes are checked on the
   * server: a file that is not the image it says it is is FEEDBACK_IMAGE_INVALID.
   */
  images: z.array(z.string()).max(FEEDBACK_IMAGES_MAX).optional(),
  /** The captcha answer; required from visitors, ignored for signed-in members. */
  captcha: z.string().trim().max(16).optional(),
});
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

export const feedbackValueSchema = z.object({ id: z.number().int() });
export type FeedbackValue = z.infer<typeof feedbackValueSchema>;

// ---- Operator ------------------------------------------------------------------------------

/** GET /wps/operator/feedback: newest first. */
export const operatorFeedbackQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type OperatorFeedbackQuery = z.infer<typeof operatorFeedbackQuerySchema>;

export const feedbackIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const feedbackImageParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  position: z.coerce.number().int().min(1).max(FEEDBACK_IMAGES_MAX),
});

export const feedbackImageRefSchema = z.object({
  position: z.number().int(),
  mimeType: z.enum(FEEDBACK_IMAGE_TYPES),
  sizeBytes: z.number().int(),
  /** The operator call that answers the image (staff session required). */
  url: z.string(),
});

export const operatorFeedbackSchema = z.object({
  id: z.number().int(),
  /** Null for a visitor's feedback. */
  memberId: z.number().int().nullable(),
  memberAccount: z.string().nullable(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string().nullable(),
  images: z.array(feedbackImageRefSchema),
  ip: z.string(),
  /** The language the form was sent in. */
  language: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

export const operatorFeedbackPageSchema = z.object({
  list: z.array(operatorFeedbackSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorFeedbackPage = z.infer<typeof operatorFeedbackPageSchema>;

/** POST /wps/operator/feedback/:id/reply (admin). */
export const feedbackReplyPayloadSchema = z.strictObject({
  reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});
export type FeedbackReplyPayload = z.infer<typeof feedbackReplyPayloadSchema>;

/** GET /wps/operator/feedback/:id/images/:position: the stored image as a data URL. */
export const feedbackImageSchema = z.object({
  mimeType: z.enum(FEEDBACK_IMAGE_TYPES),
  dataUrl: z.string(),
});
