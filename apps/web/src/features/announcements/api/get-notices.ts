import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_TYPES } from '@portal/shared/constants/site';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { getAnnouncements } from '../../../api/get-announcements';

/** The largest page the server accepts. */
const NOTICE_PAGE_SIZE = 100;
/** A marquee beyond a few hundred titles helps nobody; stop there. */
export const NOTICE_MAX_PAGES = 3;

/** Every marquee notice (types B, PL, PU, PR) across pages, up to the cap, without duplicates. */
export async function getNotices(signal?: AbortSignal): Promise<Announcement[]> {
  const request = (pageNo: number) =>
    getAnnouncements({ types: NOTICE_TYPES, pageNo, pageSize: NOTICE_PAGE_SIZE }, signal);
  const first = await request(1);
  const lastPage = Math.min(first.totalPages, NOTICE_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => request(i + 2)),
  );
  const byId = new Map<number, Announcement>();
  for (const notice of [first, ...rest].flatMap((page) => page.list)) {
    if (!byId.has(notice.id)) byId.set(notice.id, notice);
  }
  return [...byId.values()];
}

/** Shared by the marquee and the notice modal: the modal opens on the list the marquee shows. */
export const noticesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['announcements', 'notices', language],
    queryFn: ({ signal }) => getNotices(signal),
    staleTime: 5 * 60_000,
  });

export const useNotices = (language: string) => useQuery(noticesQueryOptions(language));
