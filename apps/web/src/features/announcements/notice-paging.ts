import { NOTICES_PER_PAGE } from '@portal/shared/constants/limits';

/** The 1-based page that holds notice `index` (0-based). */
export function pageOfIndex(index: number, perPage: number = NOTICES_PER_PAGE): number {
  return Math.floor(Math.max(0, index) / perPage) + 1;
}

export function pageCount(total: number, perPage: number = NOTICES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** An index inside a list of `total` items (0 when the list is empty). */
export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}
