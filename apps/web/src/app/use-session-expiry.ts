import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthModal } from '../features/session/hooks/use-auth-modal';
import { useSession } from '../features/session/hooks/use-session';
import { ApiError } from '../lib/api-client';

/**
 * A member call answered "not logged in" means the server ended the session (expired or
 * logged out elsewhere): forget the token and ask the member to log in again.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (!(error instanceof ApiError) || error.errorCode !== 'NOT_LOGGED_IN') return;
        if (!useSession.getState().token) return;
        useSession.getState().clear();
        useAuthModal.getState().open('login');
      }),
    [queryClient],
  );
}
