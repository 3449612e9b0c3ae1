import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMeValue } from '@portal/shared/schemas/operator';
import { can as roleCan, type Permission } from '@portal/shared/staff-roles';
import { api, ApiError, setOnUnauthorized } from '../api/client';
import { loadToken, saveToken } from '../lib/session';

export interface StaffSession {
  /** The signed-in staff member, or null before sign-in. */
  staff: StaffMeValue | null;
  /** True while the stored session is being checked on first load. */
  checking: boolean;
  /** Keeps a new session (after the second factor) and loads who it belongs to. */
  signedIn: (token: string) => Promise<void>;
  /** Ends the session on the server and forgets it here. */
  signOut: () => Promise<void>;
  /** Why the last session ended without the staff member signing out (expired). */
  endedReason: 'expired' | null;
}

const StaffContext = createContext<StaffSession | null>(null);

export const ME_QUERY_KEY = ['operator', 'session', 'me'] as const;

export function StaffProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => loadToken());
  const [endedReason, setEndedReason] = useState<'expired' | null>(null);

  const forget = useCallback(
    (reason: 'expired' | null) => {
      saveToken(null);
      setToken(null);
      setEndedReason(reason);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => {
    setOnUnauthorized(() => forget('expired'));
    return () => setOnUnauthorized(() => {});
  }, [forget]);

  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api<StaffMeValue>('/session/me', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });

  const signedIn = useCallback(
    async (next: string) => {
      saveToken(next);
      setEndedReason(null);
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      setToken(next);
      await queryClient.fetchQuery({
        queryKey: ME_QUERY_KEY,
        queryFn: () => api<StaffMeValue>('/session/me'),
      });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api('/session/logout', { method: 'POST', body: {} });
    } catch {
      // The session may have ended already; it is forgotten here either way.
    }
    forget(null);
  }, [forget]);

  const value = useMemo<StaffSession>(
    () => ({
      staff: token ? (me.data ?? null) : null,
      checking: token !== null && me.isPending,
      signedIn,
      signOut,
      endedReason,
    }),
    [token, me.data, me.isPending, signedIn, signOut, endedReason],
  );
  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffSession {
  const session = useContext(StaffContext);
  if (!session) throw new Error('useStaff outside StaffProvider');
  return session;
}

/**
 * Whether the signed-in staff member's role holds a permission of the role matrix
 * (@portal/shared/staff-roles): the same check the server makes on the call.
 */
export function useCan(): (permission: Permission) => boolean {
  const { staff } = useStaff();
  return useCallback(
    (permission: Permission) => (staff ? roleCan(staff.role, permission) : false),
    [staff],
  );
}

/** Shows its children only to a role holding the permission. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan()(permission) ? <>{children}</> : null;
}
