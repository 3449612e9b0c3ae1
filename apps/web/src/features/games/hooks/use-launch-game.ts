import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { parseLanguage } from '@portal/shared/constants/languages';
import type { Game } from '@portal/shared/schemas/games';
import { hrefs } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useRealMoneyGate } from '../../../lib/real-money-gate';
import { memberGameKeys } from '../api/games-keys';
import { launchGame } from '../api/launch-game';
import { lotteryHref, type LaunchTarget } from '../launch-target';
import { useLaunchDialogs } from './use-launch-dialogs';

/**
 * The popular games a GAME_MAINTENANCE answer suggests (its envelope value). Checked by shape
 * rather than with the shared zod schema, which the home page would otherwise have to load.
 */
function suggestedGames(value: Readonly<Record<string, unknown>> | null): Game[] {
  const popular = value?.popular;
  return Array.isArray(popular) ? (popular as Game[]) : [];
}

/** What the /game route is told about where the game was opened from. */
export interface GameFrameState {
  from: string;
  gameName: string;
}

/**
 * The launch flow of spec section 4: the login check first (a visitor gets the login popup, a
 * trial account the real-account warning); the portal's lotteries open /lottery; a vendor tile
 * opens its game list; any other game is launched and opens in the /game frame. One launch runs
 * at a time; `pendingNodeId` names the game being launched.
 */
export function useLaunchGame() {
  const { guard } = useRealMoneyGate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { i18n } = useTranslation();
  const mutation = useMutation({ mutationFn: launchGame });
  const { mutate, isPending } = mutation;

  const launch = useCallback(
    (game: LaunchTarget) => {
      if (isPending) return Promise.resolve(false);
      return guard(() => {
        const lottery = lotteryHref(game);
        if (lottery) {
          void navigate(lottery);
          return;
        }
        const dialogs = useLaunchDialogs.getState();
        const vassalage = game.vassalage ?? game.vendor;
        if (game.isGame === 'VASSALAGE' && vassalage) {
          dialogs.openVendor(vassalage);
          return;
        }
        const from = `${pathname}${search}`;
        mutate(
          {
            nodeId: game.nodeId,
            language: parseLanguage(i18n.resolvedLanguage ?? i18n.language),
            device: 'WEB',
            backUrl: from,
          },
          {
            onSuccess: (value) => {
              void queryClient.invalidateQueries({ queryKey: memberGameKeys.recentAll });
              dialogs.close();
              const state: GameFrameState = { from, gameName: value.gameName };
              void navigate(hrefs.game(value.url), { state });
            },
            onError: (error) => {
              if (error instanceof ApiError && error.errorCode === 'GAME_MAINTENANCE') {
                dialogs.showMaintenance(game.gameName, suggestedGames(error.value));
              } else {
                dialogs.showError(errorMessage(error));
              }
            },
          },
        );
      });
    },
    [guard, navigate, pathname, search, queryClient, errorMessage, i18n, mutate, isPending],
  );

  return { launch, pendingNodeId: isPending ? (mutation.variables?.nodeId ?? null) : null };
}
