import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { VN_NUMERO_COUNT } from '@portal/shared/constants/limits';
import type { openedNumerosValueSchema } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

export type ResultsValue = z.infer<typeof openedNumerosValueSchema>;

/** GET /lgw/vn/numeros/opened/game (public): the game's latest 100 results, newest first. */
export const getResults = (gameCode: string, signal?: AbortSignal) =>
  api<ResultsValue>('/lgw/vn/numeros/opened/game', {
    query: { gameCode, count: VN_NUMERO_COUNT },
    signal,
  });

export const useResults = (gameCode: string | null) =>
  useQuery({
    queryKey: lotteryKeys.results(gameCode ?? ''),
    queryFn: ({ signal }) => getResults(gameCode!, signal),
    enabled: gameCode !== null,
  });
