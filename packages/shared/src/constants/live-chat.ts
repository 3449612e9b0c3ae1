/**
 * Constants of the site's own chat room (decision 060), apart from its schemas so that the first
 * screen can tell a built-in chat entry without loading zod.
 */

/**
 * The address that makes a live-chat entry (type 1 or 4) or the footer's live-chat contact open
 * the site's own chat room instead of an outside chat (decision 060).
 */
export const LIVE_CHAT_BUILTIN_PATH = 'builtin:chat';

/** Whether a customer-service entry or a footer contact opens the site's own chat room. */
export const isBuiltinChat = (path: string): boolean => path.trim() === LIVE_CHAT_BUILTIN_PATH;

export const LIVE_CHAT_TEXT_MAX = 1000;
export const LIVE_CHAT_NAME_MAX = 40;
export const LIVE_CHAT_CANNED_TITLE_MAX = 60;
/** Images sent in the chat: PNG or JPEG of at most 2 MB, judged by their bytes. */
export const LIVE_CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const LIVE_CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const LIVE_CHAT_IMAGE_DATA_URL_MAX = Math.ceil(LIVE_CHAT_IMAGE_MAX_BYTES / 3) * 4 + 32;
/** Messages one sender (and one IP address) may send per minute; more is LIVE_CHAT_TOO_FAST. */
export const LIVE_CHAT_MESSAGES_PER_MINUTE = 20;
export const LIVE_CHAT_MESSAGES_PER_IP_MINUTE = 60;
/** Images one sender may send per ten minutes. */
export const LIVE_CHAT_IMAGES_PER_10_MINUTES = 5;
/** New visitor conversations one IP address may begin per ten minutes. */
export const LIVE_CHAT_OPENS_PER_IP_10_MINUTES = 10;
/** History page size (newest first, answered oldest first). */
export const LIVE_CHAT_PAGE_MAX = 50;
/** The header a visitor sends their chat token in. */
export const LIVE_CHAT_TOKEN_HEADER = 'x-chat-token';

export const LIVE_CHAT_AUTHORS = ['member', 'visitor', 'staff'] as const;
export type LiveChatAuthor = (typeof LIVE_CHAT_AUTHORS)[number];
export const LIVE_CHAT_STATUSES = ['open', 'closed'] as const;
export type LiveChatStatus = (typeof LIVE_CHAT_STATUSES)[number];
