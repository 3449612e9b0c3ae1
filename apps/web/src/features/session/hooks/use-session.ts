import { create } from 'zustand';
import { setApiToken } from '../../../lib/api-client';
import type { MemberInfo } from '../types';

interface StoredSession {
  token: string | null;
  member: MemberInfo | null;
}

interface SessionState extends StoredSession {
  setToken: (token: string) => void;
  setMember: (member: MemberInfo) => void;
  clear: () => void;
}

/**
 * The token and member live in sessionStorage (spec section 3 lists them as session values,
 * apart from the local keys lang, hisLang and theme), so they survive reloads of the tab.
 */
export const SESSION_KEY = 'session';

function readStored(): StoredSession {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(SESSION_KEY) ?? 'null',
    ) as Partial<StoredSession> | null;
    return {
      token: typeof parsed?.token === 'string' ? parsed.token : null,
      member: parsed?.member ?? null,
    };
  } catch {
    return { token: null, member: null };
  }
}

function writeStored({ token, member }: StoredSession): void {
  try {
    if (token) sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token, member }));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

export const useSession = create<SessionState>((set) => ({
  ...readStored(),
  setToken: (token) => set({ token }),
  setMember: (member) => set({ member }),
  clear: () => set({ token: null, member: null }),
}));

// Every request carries the current token, and the stored copy follows every change.
setApiToken(useSession.getState().token);
useSession.subscribe((state) => {
  setApiToken(state.token);
  writeStored(state);
});

export const useHasSession = () => useSession((state) => state.token !== null);
