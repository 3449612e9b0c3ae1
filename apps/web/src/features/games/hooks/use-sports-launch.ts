import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseLanguage } from '@portal/shared/constants/languages';
import { hrefs, paths } from '../../../config/paths';
import { usePlayGate } from '../../session/real-money-gate';
import { useSession } from '../../session/hooks/use-session';
import { launchSports } from '../api/launch-sports';
import type { GameFrameState } from './use-launch-game';

/**
 * /fbsports opened without an address (spec sections 2 and 4): the sportsbook is launched through
 * GCS_gameLaunchFB once a member is signed in (a visitor gets the login popup, and the launch
 * follows the login), then framed at /fbsports?url=, in place of this entry in the history.
 */
export function useSportsLaunch(vassalage: string | undefined) {
  const { guard } = usePlayGate();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const { mutate, status, error, reset } = useMutation({ mutationFn: launchSports });
  // One launch per session token, also when effects run twice.
  const launchedFor = useRef<string | null>(null);

  const start = useCallback(() => {
    void guard(() => {
      launchedFor.current = useSession.getState().token;
      const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language);
      mutate(
        { language, vassalage },
        {
          onSuccess: (value) => {
            const state: GameFrameState = {
              from: paths.sports,
              gameName: value.gameName,
              walletVendor: value.walletVendor,
              autoTransfer: value.autoTransfer,
            };
            void navigate(hrefs.fbsports(value.url), { replace: true, state });
          },
        },
      );
    });
  }, [guard, i18n, mutate, navigate, vassalage]);

  useEffect(() => {
    if (token !== null && launchedFor.current === token) return;
    reset();
    start();
  }, [token, start, reset]);

  return { signedIn: token !== null, pending: status === 'pending', error, retry: start };
}
