import { create } from 'zustand';

const VISITOR_TOKEN_KEY = 'chatToken';

interface ChatRoomState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** Whether the chat room is open: the right bar's and the footer's live-chat entries open it. */
export const useChatRoom = create<ChatRoomState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

/**
 * A visitor's chat token, kept for the tab like the session token (spec section 3 keeps only
 * the language and theme in local storage), so reopening the chat resumes the conversation.
 */
export const visitorChatToken = {
  read(): string | null {
    try {
      return sessionStorage.getItem(VISITOR_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  write(token: string | null): void {
    try {
      if (token) sessionStorage.setItem(VISITOR_TOKEN_KEY, token);
      else sessionStorage.removeItem(VISITOR_TOKEN_KEY);
    } catch {
      // Storage may be unavailable (private mode): the chat lasts while the modal is open.
    }
  },
};
