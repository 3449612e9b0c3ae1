import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionType } from '@portal/shared/schemas/promotions/constants';
import type { PromotionsValue } from '@portal/shared/schemas/promotions';
import { api } from '../lib/api-client';

/**
 * Everything about promotions keys under ['promotions']: one invalidation after joining,
 * applying, claiming or depositing refreshes the list, the detail and the deposit page's choice.
 * The member's token is part of each key, as the states and actions are the member's own.
 */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (language: string, type: PromotionType | undefined, token: string | null) =>
    ['promotions', 'list', language, type ?? 'all', token] as const,
  detail: (ref: string, language: string, token: string | null) =>
    ['promotions', 'detail', ref, language, token] as const,
};

/** GET /wps/promotions: published promotions not yet closed, in the operator's order. */
export const getPromotions = (type: PromotionType | undefined, signal?: AbortSignal) =>
  api<PromotionsValue>('/wps/promotions', { query: { type }, signal });

/** Titles and summaries come in the request's language, so the language is part of the key. */
export const promotionsQueryOptions = (
  language: string,
  type: PromotionType | undefined,
  token: string | null,
) =>
  queryOptions({
    queryKey: promotionsKeys.list(language, type, token),
    queryFn: ({ signal }) => getPromotions(type, signal),
  });

export const usePromotions = (
  language: string,
  type: PromotionType | undefined,
  token: string | null,
) => useQuery(promotionsQueryOptions(language, type, token));
