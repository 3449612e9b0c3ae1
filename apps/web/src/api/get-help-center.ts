import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { api } from '../lib/api-client';

export const getHelpCenter = (language: string, signal?: AbortSignal) =>
  api<HelpTopic[]>('/wps/system/helpCenter', { query: { lang: language, device: 'WEB' }, signal });

export const helpCenterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = (language: string) => useQuery(helpCenterQueryOptions(language));
