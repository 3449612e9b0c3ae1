import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointConfig } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './points-keys';

export const getPointConfig = (signal?: AbortSignal) =>
  api<PointConfig>('/wps/relay/MCS2_getPointConfig', { signal });

/** The rules text comes in the request's language, so the language is part of the key. */
export const pointConfigQueryOptions = (language: string) =>
  queryOptions({
    queryKey: pointsKeys.config(language),
    queryFn: ({ signal }) => getPointConfig(signal),
    staleTime: 5 * 60_000,
  });

export const usePointConfig = (language: string) => useQuery(pointConfigQueryOptions(language));
