import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@portal/shared/schemas/system';
import { api } from '../../../lib/api-client';

export const getBanners = (signal?: AbortSignal) =>
  api<Banner[]>('/wps/system/banners', { signal });

/** Titles arrive in the request language, so the language is part of the key. */
export const bannersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['system', 'banners', language],
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (language: string) => useQuery(bannersQueryOptions(language));
