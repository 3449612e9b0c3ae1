import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorPromotion } from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { CONTENT_LANGUAGES } from '../content/kit/languages';

export const PROMOTIONS = '/promotions';
export const APPLICATIONS = '/promotions/applications';
export const BONUSES = '/bonuses';

export function usePromotion(id: number | null) {
  return useQuery({
    queryKey: ['operator', PROMOTIONS, 'item', id],
    queryFn: ({ signal }) => api<OperatorPromotion>(`${PROMOTIONS}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** A promotion's read under its own path (figures, prizes, cashback runs). */
export function usePromotionPart<T>(id: number, part: string, enabled = true) {
  return useQuery({
    queryKey: ['operator', PROMOTIONS, 'item', id, part],
    queryFn: ({ signal }) => api<T>(`${PROMOTIONS}/${id}/${part}`, { signal }),
    enabled,
  });
}

/** Invalidates every cached read under a path (lists of every filter, items). */
export function useInvalidate() {
  const client = useQueryClient();
  return (path: string) => client.invalidateQueries({ queryKey: ['operator', path] });
}

/** A promotion's name for lists and dialogs: its EN title, else the first there is, else its code. */
export function promotionName(promotion: Pick<OperatorPromotion, 'contents' | 'code'>): string {
  return (
    promotion.contents.EN?.title ||
    CONTENT_LANGUAGES.map((code) => promotion.contents[code]?.title).find(Boolean) ||
    promotion.code
  );
}

/** The `:promotionId` of the editor's route: a number, or null for `new`. */
export function routeId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}
