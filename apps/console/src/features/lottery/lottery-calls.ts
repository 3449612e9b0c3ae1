import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import { lotteryGameName } from '@portal/shared/lottery/game-names';
import { ROTATION } from '@portal/shared/lottery/schedule';
import { FAST_GAME_CODES, type DrawState } from '@portal/shared/schemas/lottery/constants';
import type {
  OperatorDraw,
  OperatorExposure,
  OperatorLotteryLimits,
  OperatorSettlement,
} from '@portal/shared/schemas/lottery';
import { api } from '../../api/client';

export const DRAWS = '/lottery/draws';
export const SETTINGS = '/lottery/settings';
/** How often the desk's live figures refresh while they can still move. */
export const LIVE_MS = 5_000;

/** A draw whose result is not final yet (a result may still be entered or voided). */
export const UNFINAL: readonly DrawState[] = ['open', 'closed', 'entered'];

/** Every lottery game (the provinces of the rotation, then the fast games), as the server has them. */
export const LOTTERY_GAME_CODES: readonly { code: string; province: string }[] = (() => {
  const games = new Map<string, string>();
  for (const region of ['north', 'central', 'south'] as const)
    for (const day of ROTATION[region])
      for (const province of day)
        if (!games.has(`vn-${province.code}`)) games.set(`vn-${province.code}`, province.name);
  for (const code of FAST_GAME_CODES) games.set(code, code);
  return [...games].map(([code, province]) => ({ code, province }));
})();

const PROVINCES = new Map(LOTTERY_GAME_CODES.map((game) => [game.code, game.province]));

/** A game's name in the console's language (provinces keep their own name). */
export function gameName(code: string, language: string): string {
  return lotteryGameName(
    code,
    PROVINCES.get(code) ?? code,
    language.startsWith('zh') ? 'CN' : 'EN',
  );
}

/** One draw, refreshed while its state can still move by itself (cut-off, draw, settlement). */
export function useDraw(drawId: string) {
  return useQuery({
    queryKey: ['operator', DRAWS, drawId],
    queryFn: ({ signal }) => api<OperatorDraw>(`${DRAWS}/${drawId}`, { signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && state !== 'settled' && state !== 'void' ? LIVE_MS * 2 : false;
    },
  });
}

/**
 * The exposure of a draw: refreshed every few seconds while it takes tickets, then no more. The
 * draw's state is part of the key, so its move (the close) reads the figures once more.
 */
export function useExposure(drawId: string, state: DrawState, betKind: string) {
  return useQuery({
    queryKey: ['operator', DRAWS, drawId, 'exposure', state, betKind],
    queryFn: ({ signal }) =>
      api<OperatorExposure>(`${DRAWS}/${drawId}/exposure`, {
        query: { limit: 200, ...(betKind ? { betKind } : {}) },
        signal,
      }),
    refetchInterval: state === 'open' ? LIVE_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** Settlement progress, refreshed while the draw's tickets are being paid, and once when it moves. */
export function useSettlement(drawId: string, state: DrawState) {
  return useQuery({
    queryKey: ['operator', DRAWS, drawId, 'settlement', state],
    queryFn: ({ signal }) => api<OperatorSettlement>(`${DRAWS}/${drawId}/settlement`, { signal }),
    refetchInterval: state === 'drawn' ? LIVE_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** The draw actions: each answers the draw as it now is; the lists reload. */
export function useDrawAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      drawId,
      action,
      body,
    }: {
      drawId: string;
      action: 'result' | 'confirm' | 'void' | 'close' | 'draw';
      body?: { sheet: ResultSheet } | { reason: string };
    }) => api<OperatorDraw>(`${DRAWS}/${drawId}/${action}`, { method: 'POST', body: body ?? {} }),
    onSuccess: (draw) => client.setQueryData(['operator', DRAWS, draw.drawId], draw),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', DRAWS] }),
  });
}

export function useSettleNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ settled: number; refunded: number; left: number; draws: string[] }>('/lottery/settle', {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', DRAWS] }),
  });
}

export function useLotterySettings() {
  return useQuery({
    queryKey: ['operator', SETTINGS],
    queryFn: ({ signal }) => api<OperatorLotteryLimits>(SETTINGS, { signal }),
  });
}

export function useSaveLotterySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: OperatorLotteryLimits) =>
      api<OperatorLotteryLimits>(SETTINGS, { method: 'PUT', body: settings }),
    onSuccess: (saved) => client.setQueryData(['operator', SETTINGS], saved),
  });
}
