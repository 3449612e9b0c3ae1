import { create } from 'zustand';
import { setApiToken } from '../../../lib/api-client';
import type { LoginValue, MemberInfo } from '../types';

interface StoredSession {
  token: string | null;
  member: MemberInfo | null;
  /**
   * The password is the weak default or expired: the member must choose a new one before
   * anything else (spec section 4). Kept with the token so a reload cannot skip it.
   */
  mustChangePassword: boolean;
  /**
   * A login during a break, to withdraw the balance: the server answers only the calls a
   * withdrawal needs, and the site shows only the withdrawal page.
   */
  withdrawOnly: boolean;
}

interface SessionState extends StoredSession {
  setToken: (token: string) => void;
  setMember: (member: MemberInfo) => void;
  /** Stores a login's token, and what it says about the member until member info answers. */
  signIn: (value: LoginValue, options?: { withdrawOnly?: boolean }) => void;
  clear: () => void;
}

/**
 * The token and member live in sessionStorage (spec section 3 lists them as session values,
 * apart from the local keys lang, hisLang and theme), so they survive reloads of the tab.
 */
export const SESSION_KEY = 'session';

const signedOut: StoredSession = {
  token: null,
  member: null,
  mustChangePassword: false,
  withdrawOnly: false,
};

function readStored(): StoredSession {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(SESSION_KEY) ?? 'null',
    ) as Partial<StoredSession> | null;
    if (typeof parsed?.token !== 'string') return signedOut;
    return {
      token: parsed.token,
      member: parsed.member ?? null,
      mustChangePassword: parsed.mustChangePassword === true,
      withdrawOnly: parsed.withdrawOnly === true,
    };
  } catch {
    return signedOut;
  }
}

function writeStored({ token, member, mustChangePassword, withdrawOnly }: StoredSession): void {
  try {
    if (token) {
      sessionStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ token, member, mustChangePassword, withdrawOnly }),
      );
    } else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

export const useSession = create<SessionState>((set) => ({
  ...readStored(),
  setToken: (token) => set({ token }),
  setMember: (member) => set({ member }),
  signIn: (value, options = {}) =>
    set({
      token: value.token,
      member: {
        id: value.customerId,
        account: value.username,
        nickname: value.nickname,
        type: value.type,
      },
      mustChangePassword: value.mustChangePassword,
      withdrawOnly: options.withdrawOnly === true,
    }),
  clear: () => set(signedOut),
}));

// Every request carries the current token, and the stored copy follows every change.
setApiToken(useSession.getState().token);
useSession.subscribe((state) => {
  setApiToken(state.token);
  writeStored(state);
});

export const useHasSession = () => useSession((state) => state.token !== null);
