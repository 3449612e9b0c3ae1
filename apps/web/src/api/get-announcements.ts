import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementType } from '@portal/shared/constants/site';
import type { AnnouncementsValue } from '@portal/shared/schemas/announcements';
import { api } from '../lib/api-client';

export interface AnnouncementsParams {
  types: readonly AnnouncementType[];
  pageNo: number;
  pageSize: number;
}

/** Web platform, browse execution: what lists show (popups at entry are execution P). */
export const getAnnouncements = (
  { types, pageNo, pageSize }: AnnouncementsParams,
  signal?: AbortSignal,
) =>
  api<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: types.join(','), platform: 'W', execution: 'B', pageNo, pageSize },
    signal,
  });

/** Content arrives in the request language, so the language is part of the key. */
export const announcementsQueryOptions = (params: AnnouncementsParams, language: string) =>
  queryOptions({
    queryKey: [
      'announcements',
      'page',
      language,
      params.types.join(','),
      params.pageNo,
      params.pageSize,
    ],
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (params: AnnouncementsParams, language: string) =>
  useQuery(announcementsQueryOptions(params, language));
