import { useQuery } from '@tanstack/react-query';
import type { OpenNumeroValue } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /lotto/lgw/games/opened/numero (token): the draw taking tickets now, odds and limits. */
export const getOpenDraw = (gameCode: string, signal?: AbortSignal) =>
  api<OpenNumeroValue>('/lotto/lgw/games/opened/numero', { query: { gameCode }, signal });

/** With no open draw (between a cut-off and the next opening) it asks again every 10 s. */
const WAIT_FOR_NEXT_DRAW_MS = 10_000;

export const useOpenDraw = (gameCode: string | null, signedIn: boolean) =>
  useQuery({
    queryKey: lotteryKeys.openDraw(gameCode ?? ''),
    queryFn: ({ signal }) => getOpenDraw(gameCode!, signal),
    enabled: signedIn && gameCode !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.draw === null ? WAIT_FOR_NEXT_DRAW_MS : false,
  });
