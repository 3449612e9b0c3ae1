import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../constants/languages.js';

/**
 * Messages an operator sends to members' message centres: to one member, to every member, or to
 * a segment of members. Each member reads the message in their language (EN, then any language
 * the message has, when theirs is missing). Calls: POST and GET /wps/operator/messages.
 */

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;
/** The most accounts a segment may list by name. */
export const SEGMENT_ACCOUNTS_MAX = 1000;
/** VIP ranks (members' rank level) a segment may name. */
export const VIP_RANK_MAX = 99;

export const MESSAGE_AUDIENCES = ['member', 'all', 'segment'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

const messageTextSchema = z.strictObject({
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
});
export type MessageText = z.infer<typeof messageTextSchema>;

/** Title and content per language code; at least one language (EN recommended). */
export const messageContentsSchema = z
  .partialRecord(z.enum(LANGUAGE_CODES as [Language, ...Language[]]), messageTextSchema)
  .refine((contents) => Object.keys(contents).length > 0, { message: 'no_language' });
export type MessageContents = Partial<Record<Language, MessageText>>;

const rank = z.number().int().min(0).max(VIP_RANK_MAX);
const instant = z.iso.datetime({ offset: true });

/**
 * Who a segment reaches; criteria combine (a member must meet all of them). Registration and
 * last-login times are ISO instants, `from` inclusive and `to` exclusive.
 */
export const messageSegmentSchema = z
  .strictObject({
    minVipRank: rank.optional(),
    maxVipRank: rank.optional(),
    registeredFrom: instant.optional(),
    registeredTo: instant.optional(),
    /** Members who logged in at or after this instant (active members). */
    lastLoginFrom: instant.optional(),
    /**
     * An agent's team: the agent (by account, case-insensitive; an agent type) and every member
     * of their downline, at every level.
     */
    agent: z.string().trim().min(1).max(64).optional(),
    /** Members named by account (username), case-insensitive. */
    accounts: z.array(z.string().trim().min(1).max(64)).min(1).max(SEGMENT_ACCOUNTS_MAX).optional(),
  })
  .superRefine((segment, ctx) => {
    if (Object.values(segment).every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'no_criteria' });
    }
    const { minVipRank, maxVipRank, registeredFrom, registeredTo } = segment;
    if (minVipRank !== undefined && maxVipRank !== undefined && minVipRank > maxVipRank) {
      ctx.addIssue({ code: 'custom', path: ['maxVipRank'], message: 'below_min' });
    }
    if (registeredFrom && registeredTo && Date.parse(registeredFrom) >= Date.parse(registeredTo)) {
      ctx.addIssue({ code: 'custom', path: ['registeredTo'], message: 'not_after_from' });
    }
  });
export type MessageSegment = z.infer<typeof messageSegmentSchema>;

/** POST /wps/operator/messages (messages.send). */
export const sendMessagePayloadSchema = z.discriminatedUnion('audience', [
  z.strictObject({
    audience: z.literal('member'),
    /** The member's account (username). */
    username: z.string().trim().min(1).max(64),
    contents: messageContentsSchema,
  }),
  z.strictObject({ audience: z.literal('all'), contents: messageContentsSchema }),
  z.strictObject({
    audience: z.literal('segment'),
    segment: messageSegmentSchema,
    contents: messageContentsSchema,
  }),
]);
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/**
 * POST /wps/operator/messages/preview: who a message would reach, counted now with the same
 * selection the send uses (no contents needed; nothing is written).
 */
export const previewMessagePayloadSchema = z.discriminatedUnion('audience', [
  z.strictObject({ audience: z.literal('member'), username: z.string().trim().min(1).max(64) }),
  z.strictObject({ audience: z.literal('all') }),
  z.strictObject({ audience: z.literal('segment'), segment: messageSegmentSchema }),
]);
export type PreviewMessagePayload = z.infer<typeof previewMessagePayloadSchema>;
export const previewMessageValueSchema = z.object({ recipients: z.number().int() });
export type PreviewMessageValue = z.infer<typeof previewMessageValueSchema>;

/** The message and how many members it reached (active members, trial accounts excluded). */
export const sendMessageValueSchema = z.object({
  id: z.number().int(),
  recipients: z.number().int(),
});

/** GET /wps/operator/messages: newest first. */
export const operatorMessagesQuerySchema = z.strictObject({
  audience: z.enum(MESSAGE_AUDIENCES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type OperatorMessagesQuery = z.infer<typeof operatorMessagesQuerySchema>;

export const operatorMessageSchema = z.object({
  id: z.number().int(),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** The member's account for a personal message. */
  username: z.string().nullable(),
  segment: z.record(z.string(), z.unknown()).nullable(),
  contents: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  recipients: z.number().int(),
  /** Recipients who opened it (deleted ones count when they had read it first). */
  read: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

export const operatorMessagesPageSchema = z.object({
  list: z.array(operatorMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorMessagesPage = z.infer<typeof operatorMessagesPageSchema>;
