import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recentGamesValueSchema } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

export type RecentGamesValue = z.infer<typeof recentGamesValueSchema>;

/** GET /lgw/vn/games/game_menu/recent (token): the member's lottery games, latest first. */
export const getRecentGames = (signal?: AbortSignal) =>
  api<RecentGamesValue>('/lgw/vn/games/game_menu/recent', { signal });

export const useRecentGames = (signedIn: boolean) =>
  useQuery({
    queryKey: lotteryKeys.recent,
    queryFn: ({ signal }) => getRecentGames(signal),
    enabled: signedIn,
  });
