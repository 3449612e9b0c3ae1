import {
  LIVE_CHAT_TOKEN_HEADER,
  type LiveChatMessage,
  type LiveChatMessagesQuery,
  type LiveChatMessagesValue,
  type LiveChatOpenValue,
} from '@portal/shared/schemas/live-chat';
import { api } from '../../../lib/api-client';

/** A visitor's chat token travels in its own header; a member is known by the session token. */
const headersOf = (visitorToken: string | null) =>
  visitorToken ? { [LIVE_CHAT_TOKEN_HEADER]: visitorToken } : undefined;

export const openChat = (visitorToken: string | null, name?: string) =>
  api<LiveChatOpenValue>('/wps/chat/open', {
    method: 'POST',
    body: name ? { name } : {},
    headers: headersOf(visitorToken),
  });

export const fetchChatMessages = (visitorToken: string | null, query: LiveChatMessagesQuery) =>
  api<LiveChatMessagesValue>('/wps/chat/messages', {
    query: { ...query },
    headers: headersOf(visitorToken),
  });

export const sendChatText = (visitorToken: string | null, text: string) =>
  api<LiveChatMessage>('/wps/chat/messages', {
    method: 'POST',
    body: { text },
    headers: headersOf(visitorToken),
  });

export const sendChatImage = (visitorToken: string | null, image: string) =>
  api<LiveChatMessage>('/wps/chat/images', {
    method: 'POST',
    body: { image },
    headers: headersOf(visitorToken),
  });

export const markChatRead = (visitorToken: string | null, upTo: number) =>
  api<{ done: true }>('/wps/chat/read', {
    method: 'POST',
    body: { upTo },
    headers: headersOf(visitorToken),
  });

export const sendChatTyping = (visitorToken: string | null) =>
  api<{ done: true }>('/wps/chat/typing', { method: 'POST', headers: headersOf(visitorToken) });

export const fetchChatImage = (visitorToken: string | null, url: string) =>
  api<{ mimeType: string; dataUrl: string }>(url, { headers: headersOf(visitorToken) });
