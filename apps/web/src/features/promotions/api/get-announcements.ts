import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementType } from '@portal/shared/constants/site';
import type { AnnouncementsValue } from '@portal/shared/schemas/announcements';
import { api } from '../../../lib/api-client';

export interface AnnouncementQuery {
  types: readonly AnnouncementType[];
  pageNo: number;
  pageSize: number;
}

/** Announcements for the web (platform W) as lists show them (execution B). */
export const getAnnouncements = (
  { types, pageNo, pageSize }: AnnouncementQuery,
  signal?: AbortSignal,
) =>
  api<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: types.join(','), platform: 'W', execution: 'B', pageNo, pageSize },
    signal,
  });

export const announcementsQueryOptions = (query: AnnouncementQuery) =>
  queryOptions({
    queryKey: ['promotions', 'announcements', query.types.join(','), query.pageNo, query.pageSize],
    queryFn: ({ signal }) => getAnnouncements(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (query: AnnouncementQuery) =>
  useQuery(announcementsQueryOptions(query));
