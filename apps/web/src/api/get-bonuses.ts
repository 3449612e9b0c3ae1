import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BONUSES_PAGE_SIZE, type BonusState } from '@portal/shared/schemas/promotions/constants';
import type { BonusesValue } from '@portal/shared/schemas/promotions';
import { api } from '../lib/api-client';

/**
 * The member's bonuses (bonusDetails, and a promotion's progress on /promoDetail), under
 * ['member'] so that logging out drops them; every change of a bonus invalidates `all`.
 */
export const bonusesKeys = {
  all: ['member', 'bonuses'] as const,
  page: (state: BonusState | '', page: number, language: string) =>
    ['member', 'bonuses', state, page, language] as const,
};

/** '' is every state. */
export type BonusFilter = BonusState | '';

export const getBonuses = (state: BonusFilter, page: number, signal?: AbortSignal) =>
  api<BonusesValue>('/wps/member/bonuses', {
    query: { state: state || undefined, page, pageSize: BONUSES_PAGE_SIZE },
    signal,
  });

/** Titles come in the request's language; progress moves as the member plays: asked on focus. */
export const bonusesQueryOptions = (state: BonusFilter, page: number, language: string) =>
  queryOptions({
    queryKey: bonusesKeys.page(state, page, language),
    queryFn: ({ signal }) => getBonuses(state, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useBonuses = (
  state: BonusFilter,
  page: number,
  language: string,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...bonusesQueryOptions(state, page, language), enabled });
