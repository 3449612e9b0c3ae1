import { z } from 'zod';
import { displayText } from '../validation/display-text.js';
import {
  LIVE_CHAT_AUTHORS,
  LIVE_CHAT_STATUSES,
  LIVE_CHAT_TEXT_MAX,
  LIVE_CHAT_NAME_MAX,
  LIVE_CHAT_CANNED_TITLE_MAX,
  LIVE_CHAT_PAGE_MAX,
  type LiveChatStatus,
} from '../constants/live-chat.js';

/**
 * The site's own chat room with customer service (spec sections 2 and 6, decision 060): a member
 * (known by their session) or a visitor (a name and a random token) talks to the `cs` staff.
 * Calls under /wps/chat, a WebSocket at /wps/chat/ws, the desk under /wps/operator/chat.
 */

export * from '../constants/live-chat.js';
export const liveChatTextSchema = displayText(z.string().trim().min(1).max(LIVE_CHAT_TEXT_MAX), {
  multiline: true,
});

export const liveChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(LIVE_CHAT_AUTHORS),
  /** The staff member's display name on staff messages; null otherwise. */
  staffName: z.string().nullable(),
  kind: z.enum(['text', 'image']),
  text: z.string().nullable(),
  /** Where the image is read (the caller's own image call); null for text. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const liveChatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(LIVE_CHAT_STATUSES),
  /** The visitor's name; null for a member. */
  visitorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveChatConversation = z.infer<typeof liveChatConversationSchema>;

/** POST /wps/chat/open: a member needs nothing; a visitor gives a name or their token. */
export const liveChatOpenPayloadSchema = z.strictObject({
  name: displayText(z.string().trim().min(1).max(LIVE_CHAT_NAME_MAX)).optional(),
});
export const liveChatOpenValueSchema = z.object({
  conversation: liveChatConversationSchema,
  /** A new visitor's token, given once: later calls send it in the x-chat-token header. */
  visitorToken: z.string().nullable(),
});
export type LiveChatOpenValue = z.infer<typeof liveChatOpenValueSchema>;

/** History and the polling fallback: `before` pages back, `after` asks what came since. */
export const liveChatMessagesQuerySchema = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(LIVE_CHAT_PAGE_MAX).optional(),
});
export type LiveChatMessagesQuery = z.infer<typeof liveChatMessagesQuerySchema>;
export const liveChatMessagesValueSchema = z.object({
  list: z.array(liveChatMessageSchema),
  /** Whether older messages are left before the first one listed. */
  hasMore: z.boolean(),
});
export type LiveChatMessagesValue = z.infer<typeof liveChatMessagesValueSchema>;

export const liveChatTextPayloadSchema = z.strictObject({ text: liveChatTextSchema });
/** A data URL of a PNG or JPEG image (its size is checked with its bytes on the server). */
export const liveChatImagePayloadSchema = z.strictObject({ image: z.string() });
export const liveChatReadPayloadSchema = z.strictObject({ upTo: z.number().int().positive() });
export const liveChatImageParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const liveChatImageValueSchema = z.object({ mimeType: z.string(), dataUrl: z.string() });
export const liveChatDoneSchema = z.object({ done: z.literal(true) });

/** What the WebSocket pushes (and what the polling fallback reads from the history). */
export type LiveChatEvent =
  | { type: 'message'; conversationId: number; message: LiveChatMessage }
  | { type: 'read'; conversationId: number; by: 'customer' | 'staff'; upTo: number; at: string }
  | { type: 'typing'; conversationId: number; by: 'customer' | 'staff' }
  | { type: 'status'; conversationId: number; status: LiveChatStatus; assignedTo: string | null };

/** The WebSocket's first frame: who is connecting. */
export const liveChatSocketHelloSchema = z.strictObject({
  type: z.literal('auth'),
  as: z.enum(['member', 'visitor', 'staff']),
  token: z.string().min(1).max(256),
});

// The operator desk

export const operatorChatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(LIVE_CHAT_STATUSES),
  memberId: z.number().int().nullable(),
  memberAccount: z.string().nullable(),
  visitorName: z.string().nullable(),
  assignedStaffId: z.number().int().nullable(),
  assignedTo: z.string().nullable(),
  /** Messages from the member or visitor that no staff member has read. */
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorChatConversation = z.infer<typeof operatorChatConversationSchema>;
export const operatorChatListQuerySchema = z.strictObject({
  status: z.enum(LIVE_CHAT_STATUSES).optional(),
});
export const operatorChatListSchema = z.object({ list: z.array(operatorChatConversationSchema) });
export const operatorChatIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
});

export const cannedAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;
export const cannedAnswerPayloadSchema = z.strictObject({
  title: displayText(z.string().trim().min(1).max(LIVE_CHAT_CANNED_TITLE_MAX)),
  text: liveChatTextSchema,
});
export type CannedAnswerPayload = z.infer<typeof cannedAnswerPayloadSchema>;
export const cannedAnswerListSchema = z.object({ list: z.array(cannedAnswerSchema) });
