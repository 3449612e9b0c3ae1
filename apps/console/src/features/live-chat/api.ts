import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveChatEvent, OperatorChatConversation } from '@portal/shared/schemas/live-chat';
import { loadToken } from '../../lib/session';

export const CONVERSATIONS = '/chat/conversations';
export const CANNED = '/chat/canned';
export const messagesPath = (id: number) => `${CONVERSATIONS}/${id}/messages`;

/** How long "the customer is typing" shows after the last signal. */
const TYPING_SHOWN_MS = 4000;

/**
 * The desk's WebSocket: greeted with the staff token, it hears every conversation's events and
 * refreshes the list and the open conversation. Returns the conversation whose customer is
 * typing, and a function that tells a customer staff is typing.
 */
export function useDeskSocket() {
  const client = useQueryClient();
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const [socket, setSocket] = useState<WebSocket | null>(null);

  useEffect(() => {
    const token = loadToken();
    if (!token || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${scheme}//${window.location.host}/wps/chat/ws`);
    let timer: number | undefined;
    ws.addEventListener('open', () =>
      ws.send(JSON.stringify({ type: 'auth', as: 'staff', token })),
    );
    ws.addEventListener('message', (message: MessageEvent) => {
      let event: LiveChatEvent | { type: 'ready' };
      try {
        event = JSON.parse(String(message.data)) as LiveChatEvent | { type: 'ready' };
      } catch {
        return;
      }
      if (event.type === 'ready') return;
      if (event.type === 'typing') {
        if (event.by !== 'customer') return;
        setTypingIn(event.conversationId);
        window.clearTimeout(timer);
        timer = window.setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
        return;
      }
      void client.invalidateQueries({ queryKey: ['operator', CONVERSATIONS] });
      void client.invalidateQueries({ queryKey: ['operator', messagesPath(event.conversationId)] });
    });
    setSocket(ws);
    return () => {
      window.clearTimeout(timer);
      ws.close();
      setSocket(null);
    };
  }, [client]);

  const sendTyping = (conversationId: number) => {
    if (socket?.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: 'typing', conversationId }));
    }
  };
  return { typingIn, sendTyping };
}

/** Who the customer is: the member's account, or the visitor's name. */
export function useCustomerName() {
  const { t } = useTranslation('liveChat');
  return (conversation: OperatorChatConversation) =>
    conversation.memberAccount ?? t('visitor', { name: conversation.visitorName ?? '' });
}
