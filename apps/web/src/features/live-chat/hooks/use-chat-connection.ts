import { useEffect, useRef } from 'react';
import type { LiveChatEvent, LiveChatMessage } from '@portal/shared/schemas/live-chat';
import { fetchChatMessages } from '../api/live-chat-api';

/** How often the fallback asks for new messages when there is no WebSocket. */
export const CHAT_POLL_MS = 4000;

export interface ChatConnectionOptions {
  /** Null until the conversation is known. */
  conversationId: number | null;
  /** The member's session token, or null for a visitor. */
  sessionToken: string | null;
  visitorToken: string | null;
  /** The newest message id the list holds (what polling asks after). */
  lastId: () => number;
  onEvent: (event: LiveChatEvent) => void;
  onMessages: (messages: LiveChatMessage[]) => void;
}

export interface ChatConnection {
  /** Sends a typing signal over the socket; false when there is none (use the call instead). */
  sendTyping: () => boolean;
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/wps/chat/ws`;
}

/**
 * Real-time events of the conversation: a WebSocket greeted with the member's or the visitor's
 * token; without WebSocket, or once it fails, polling for messages after the last one.
 */
export function useChatConnection(options: ChatConnectionOptions): ChatConnection {
  const latest = useRef(options);
  latest.current = options;
  const socketRef = useRef<WebSocket | null>(null);
  const { conversationId, sessionToken, visitorToken } = options;

  useEffect(() => {
    if (conversationId === null) return;
    let stopped = false;
    let pollTimer: number | undefined;
    const poll = () => {
      if (stopped) return;
      fetchChatMessages(visitorToken, { after: latest.current.lastId() })
        .then((value) => latest.current.onMessages(value.list))
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) pollTimer = window.setTimeout(poll, CHAT_POLL_MS);
        });
    };
    const token = sessionToken ?? visitorToken;
    if (typeof WebSocket === 'undefined' || !token) {
      poll();
      return () => {
        stopped = true;
        window.clearTimeout(pollTimer);
      };
    }
    const socket = new WebSocket(socketUrl());
    socketRef.current = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'auth', as: sessionToken ? 'member' : 'visitor', token }));
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      let frame: LiveChatEvent | { type: 'ready' };
      try {
        frame = JSON.parse(String(message.data)) as LiveChatEvent | { type: 'ready' };
      } catch {
        return;
      }
      if (frame.type !== 'ready') latest.current.onEvent(frame);
    });
    // A socket that fails or closes leaves polling to carry on.
    socket.addEventListener('close', () => {
      if (socketRef.current === socket) socketRef.current = null;
      if (!stopped) poll();
    });
    return () => {
      stopped = true;
      window.clearTimeout(pollTimer);
      socketRef.current = null;
      socket.close();
    };
  }, [conversationId, sessionToken, visitorToken]);

  return {
    sendTyping: () => {
      const socket = socketRef.current;
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: 'typing' }));
      return true;
    },
  };
}
