import { create } from 'zustand';

export type AuthModal = 'login' | 'register' | 'forgot' | 'changePassword' | 'resetPassword';

/** What a modal needs to know about why it opened. */
export interface AuthModalContext {
  /** Change password right after login: it cannot be closed (spec section 4). */
  forced?: boolean;
  /** Change password: the account it is for, shown in the modal. */
  account?: string;
  /**
   * Change password right after a password login: the password just typed, so the member is
   * not asked for it again. Held in memory only, until the modal closes.
   */
  knownPassword?: string;
  /** Set a new password: the token of the emailed link. */
  resetToken?: string;
  /** Login: a message to show above the form (e.g. after a password reset). */
  notice?: 'passwordReset';
}

interface AuthModalState {
  modal: AuthModal | null;
  context: AuthModalContext;
  open: (modal: AuthModal, context?: AuthModalContext) => void;
  close: () => void;
}

/** Which account modal is open; the header buttons and the /login and /register routes set it. */
export const useAuthModal = create<AuthModalState>((set) => ({
  modal: null,
  context: {},
  open: (modal, context = {}) => set({ modal, context }),
  close: () => set({ modal: null, context: {} }),
}));
