import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionDetail } from '@portal/shared/schemas/promotions';
import { promotionsKeys } from '../../../api/get-promotions';
import { api } from '../../../lib/api-client';

/** What /promoDetail?id= may name: a promotion's id, or its code (banners link by code). */
export const PROMOTION_REF = /^(\d{1,9}|[A-Za-z0-9][A-Za-z0-9-]{1,48})$/;

/** GET /wps/promotions/:id: one promotion with its content, terms and the member's part. */
export const getPromotion = (ref: string, signal?: AbortSignal) =>
  api<PromotionDetail>(`/wps/promotions/${encodeURIComponent(ref)}`, { signal });

export const promotionQueryOptions = (ref: string, language: string, token: string | null) =>
  queryOptions({
    queryKey: promotionsKeys.detail(ref, language, token),
    queryFn: ({ signal }) => getPromotion(ref, signal),
  });

export const usePromotion = (ref: string, language: string, token: string | null) =>
  useQuery({ ...promotionQueryOptions(ref, language, token), enabled: PROMOTION_REF.test(ref) });
