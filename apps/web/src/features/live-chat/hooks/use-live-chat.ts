import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_CHAT_IMAGE_MAX_BYTES,
  LIVE_CHAT_IMAGE_TYPES,
  type LiveChatConversation,
  type LiveChatEvent,
  type LiveChatMessage,
} from '@portal/shared/schemas/live-chat';
import { ApiError } from '../../../lib/api-client';
import { imageFileProblem, readAsDataUrl, type ImageFileProblem } from '../../../lib/image-file';
import { useSession } from '../../session/hooks/use-session';
import {
  fetchChatMessages,
  markChatRead,
  openChat,
  sendChatImage,
  sendChatText,
  sendChatTyping,
} from '../api/live-chat-api';
import { visitorChatToken } from './use-chat-room';
import { useChatConnection } from './use-chat-connection';

/** How long "customer service is typing" shows after the last signal. */
const TYPING_SHOWN_MS = 4000;
/** Typing signals are sent at most this often. */
const TYPING_EVERY_MS = 3000;

const byId = (a: LiveChatMessage, b: LiveChatMessage) => a.id - b.id;

/** Adds messages to the list, each once, in id order. */
function merge(list: LiveChatMessage[], more: LiveChatMessage[]): LiveChatMessage[] {
  const known = new Map(list.map((m) => [m.id, m]));
  for (const message of more) known.set(message.id, message);
  return [...known.values()].sort(byId);
}

/**
 * The chat room's state: the conversation (opened or resumed), its history, sending text and
 * images, read receipts both ways, and the typing indicator. A visitor first gives a name.
 */
export function useLiveChat() {
  const sessionToken = useSession((state) => state.token);
  const [visitorToken, setVisitorToken] = useState(() =>
    sessionToken ? null : visitorChatToken.read(),
  );
  const [conversation, setConversation] = useState<LiveChatConversation | null>(null);
  const [messages, setMessages] = useState<LiveChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [staffTyping, setStaffTyping] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [imageProblem, setImageProblem] = useState<ImageFileProblem | null>(null);
  const needsName = !sessionToken && !visitorToken;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const typingTimer = useRef<number | undefined>(undefined);
  const lastTypingSent = useRef(0);

  const start = useCallback(
    async (name?: string) => {
      setError(null);
      try {
        const token = sessionToken ? null : visitorToken;
        const opened = await openChat(token, name);
        const nextToken = opened.visitorToken ?? token;
        if (!sessionToken && nextToken !== visitorToken) {
          visitorChatToken.write(nextToken);
          setVisitorToken(nextToken);
        }
        const history = await fetchChatMessages(nextToken, {});
        setMessages(history.list);
        setHasMore(history.hasMore);
        setConversation(opened.conversation);
      } catch (caught) {
        // A token the server no longer knows: ask the visitor's name again.
        if (
          !sessionToken &&
          caught instanceof ApiError &&
          caught.errorCode === 'LIVE_CHAT_NAME_REQUIRED'
        ) {
          visitorChatToken.write(null);
          setVisitorToken(null);
          return;
        }
        setError(caught);
      }
    },
    [sessionToken, visitorToken],
  );

  useEffect(() => {
    if (!needsName && conversation === null) void start();
    // Open once per token; `start` changes with the token too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsName, sessionToken]);

  // What customer service wrote is read while the room is open.
  const lastStaffUnread = [...messages].reverse().find((m) => m.author === 'staff' && !m.readAt);
  useEffect(() => {
    if (!lastStaffUnread) return;
    markChatRead(visitorToken, lastStaffUnread.id)
      .then(() => {
        const at = new Date().toISOString();
        setMessages((list) =>
          list.map((m) =>
            m.author === 'staff' && m.id <= lastStaffUnread.id && !m.readAt
              ? { ...m, readAt: at }
              : m,
          ),
        );
      })
      .catch(() => undefined);
  }, [lastStaffUnread?.id, visitorToken]); // eslint-disable-line react-hooks/exhaustive-deps

  const onEvent = useCallback((event: LiveChatEvent) => {
    if (event.type === 'message') {
      setMessages((list) => merge(list, [event.message]));
      if (event.message.author === 'staff') setStaffTyping(false);
    } else if (event.type === 'read' && event.by === 'staff') {
      setMessages((list) =>
        list.map((m) =>
          m.author !== 'staff' && m.id <= event.upTo && !m.readAt ? { ...m, readAt: event.at } : m,
        ),
      );
    } else if (event.type === 'typing' && event.by === 'staff') {
      setStaffTyping(true);
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
    } else if (event.type === 'status') {
      setConversation((current) => (current ? { ...current, status: event.status } : current));
    }
  }, []);

  const connection = useChatConnection({
    conversationId: conversation?.id ?? null,
    sessionToken,
    visitorToken,
    lastId: () => messagesRef.current.at(-1)?.id ?? 0,
    onEvent,
    onMessages: (more) => setMessages((list) => merge(list, more)),
  });

  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const send = useCallback(
    async (text: string) => {
      setError(null);
      try {
        const message = await sendChatText(visitorToken, text);
        setMessages((list) => merge(list, [message]));
        return true;
      } catch (caught) {
        setError(caught);
        return false;
      }
    },
    [visitorToken],
  );

  const sendImage = useCallback(
    async (file: File) => {
      setError(null);
      const problem = imageFileProblem(file, {
        types: LIVE_CHAT_IMAGE_TYPES,
        maxBytes: LIVE_CHAT_IMAGE_MAX_BYTES,
      });
      setImageProblem(problem);
      if (problem) return;
      try {
        const message = await sendChatImage(visitorToken, await readAsDataUrl(file));
        setMessages((list) => merge(list, [message]));
      } catch (caught) {
        setError(caught);
      }
    },
    [visitorToken],
  );

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_EVERY_MS) return;
    lastTypingSent.current = now;
    if (!connection.sendTyping()) sendChatTyping(visitorToken).catch(() => undefined);
  }, [connection, visitorToken]);

  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0];
    if (!first) return;
    const page = await fetchChatMessages(visitorToken, { before: first.id });
    setMessages((list) => merge(list, page.list));
    setHasMore(page.hasMore);
  }, [visitorToken]);

  /** A closed conversation: begin a new one (a visitor keeps their name). */
  const restart = useCallback(() => {
    setConversation(null);
    setMessages([]);
    void start();
  }, [start]);

  return {
    needsName,
    conversation,
    messages,
    hasMore,
    staffTyping,
    error,
    imageProblem,
    visitorToken,
    start,
    send,
    sendImage,
    typing,
    loadOlder,
    restart,
  };
}
