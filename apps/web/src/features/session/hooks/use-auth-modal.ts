import { create } from 'zustand';

export type AuthModal = 'login' | 'register' | 'forgot';

interface AuthModalState {
  modal: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
}

/** Which account modal is open; the header buttons and the /login and /register routes set it. */
export const useAuthModal = create<AuthModalState>((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
