import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { api } from '../../../lib/api-client';

export const getHelpTopics = (language: string, signal?: AbortSignal) =>
  api<HelpTopic[]>('/wps/system/helpCenter', { query: { lang: language, device: 'WEB' }, signal });

/**
 * Same call and key as the help page's, so the footer and the help page share one cached
 * answer; the footer only reads the topic titles.
 */
export const helpTopicsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpTopics(language, signal),
    staleTime: 10 * 60_000,
  });

export const useHelpTopics = (language: string) => useQuery(helpTopicsQueryOptions(language));
