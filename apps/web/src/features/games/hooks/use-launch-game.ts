import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { parseLanguage } from '@portal/shared/constants/languages';
import type { AutoTransferOutcome } from '@portal/shared/schemas/wallet';
import type { Game } from '@portal/shared/schemas/games';
import { hrefs } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { usePlayGate } from '../../session/real-money-gate';
import { balanceQueryOptions } from '../../session/api/get-balance';
import { useSession } from '../../session/hooks/use-session';
import { walletSettingsQueryOptions } from '../../wallet/api/wallet-settings';
import { memberGameKeys } from '../api/games-keys';
import { launchGame } from '../api/launch-game';
import { rememberGameVendor } from '../game-vendor';
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
  /** The transfer-mode vendor whose wallet the game plays from; null for the main wallet. */
  walletVendor?: string | null;
  /** What the automatic transfer did at launch, when it ran. */
  autoTransfer?: AutoTransferOutcome | null;
}

export interface LaunchOptions {
  /**
   * Whether a game that plays from a vendor's own wallet first offers a transfer from main
   * (default); false once the member has answered that offer.
   */
  offerTransfer?: boolean;
}

/**
 * The launch flow of spec section 4: the login check first (a visitor gets the login popup, a
 * trial account the real-account warning); the portal's lotteries open /lottery; a vendor tile
 * opens the /rng game list at its vendor; any other game is launched and opens in the /game frame. One launch runs
 * at a time; `pendingNodeId` names the game being launched.
 */
export function useLaunchGame() {
  const { guard } = usePlayGate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const memberType = useSession((state) => state.member?.type);
  const mutation = useMutation({ mutationFn: launchGame });
  const { mutate, isPending } = mutation;

  /**
   * Whether to offer a transfer before the game opens: it plays from an open vendor wallet, the
   * main wallet has money, and the member has not asked for the automatic transfer (which the
   * launch itself then makes). Read fresh, as another tab or the game may have moved money.
   */
  const offersTransfer = useCallback(
    async (vendor: string) => {
      const [balance, settings] = await Promise.all([
        queryClient.fetchQuery({ ...balanceQueryOptions(token, memberType), staleTime: 0 }),
        queryClient.fetchQuery(walletSettingsQueryOptions(token)),
      ]);
      if (settings.autoTransfer || !balance.wallets) return false;
      const wallet = balance.wallets.find((entry) => entry.vendor === vendor);
      const main = balance.wallets.find((entry) => entry.wallet === 'main')?.balance ?? 0;
      return wallet?.wallet === 'vendor' && wallet.status === 'active' && main > 0;
    },
    [queryClient, token, memberType],
  );

  const launch: (game: LaunchTarget, options?: LaunchOptions) => Promise<boolean> = useCallback(
    (game: LaunchTarget, options: LaunchOptions = {}) => {
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
          // Spec section 2: a vendor tile opens the game list page once its vendor is stored.
          rememberGameVendor(vassalage);
          void navigate(hrefs.vendorLobby('RNG', vassalage));
          return;
        }
        if (options.offerTransfer !== false && vassalage) {
          // A failed look-up only loses the offer: the game opens as it is.
          const openAsIs = () => void launch(game, { offerTransfer: false });
          void offersTransfer(vassalage).then(
            (offer) => (offer ? dialogs.offerTransfer(game, vassalage) : openAsIs()),
            openAsIs,
          );
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
              const state: GameFrameState = {
                from,
                gameName: value.gameName,
                walletVendor: value.walletVendor,
                autoTransfer: value.autoTransfer,
              };
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
    [
      guard,
      navigate,
      pathname,
      search,
      queryClient,
      errorMessage,
      i18n,
      mutate,
      isPending,
      offersTransfer,
    ],
  );

  return { launch, pendingNodeId: isPending ? (mutation.variables?.nodeId ?? null) : null };
}
