import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../api/logout';
import { useGateWarning } from '../real-money-gate';
import { useAuthModal } from './use-auth-modal';
import { useCentrePanel } from './use-centre-panel';
import { useSession } from './use-session';

/** Query keys of everything that belongs to the member who leaves. */
const MEMBER_QUERY_KEYS = [['member'], ['wallet'], ['messages']] as const;

/**
 * Ends the session: tells the server (unless it ended it already), clears the local session even
 * when the server cannot be reached, closes the centres and the login and agent state, and goes
 * home.
 */
export function useSignOut(): (options?: { serverEnded?: boolean }) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (options = {}) => {
      // The request is built with the current token before the session below is cleared.
      if (!options.serverEnded) void logout().catch(() => undefined);
      useSession.getState().clear();
      useCentrePanel.getState().closeCentre();
      useGateWarning.getState().dismiss();
      useAuthModal.getState().close();
      for (const queryKey of MEMBER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      void navigate(paths.home);
    },
    [queryClient, navigate],
  );
}
