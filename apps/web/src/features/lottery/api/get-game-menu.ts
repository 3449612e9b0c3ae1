import { useQuery } from '@tanstack/react-query';
import type { GameMenuValue } from '@portal/shared/schemas/lottery';
import type { PrizeMode } from '@portal/shared/lottery/odds';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /lgw/vn/games/game_menu (public): the games by group, with each one's next draw. */
export const getGameMenu = (prizeMode: PrizeMode, signal?: AbortSignal) =>
  api<GameMenuValue>('/lgw/vn/games/game_menu', { query: { prizeMode, device: 'WEB' }, signal });

export const useGameMenu = (prizeMode: PrizeMode = 'Lott') =>
  useQuery({
    queryKey: lotteryKeys.menu(prizeMode),
    queryFn: ({ signal }) => getGameMenu(prizeMode, signal),
    staleTime: 60_000,
  });
