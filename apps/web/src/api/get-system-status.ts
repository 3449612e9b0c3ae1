import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { api } from '../lib/api-client';

export const getSystemStatus = (signal?: AbortSignal) =>
  api<SystemStatusValue>('/wps/system/status', { signal });

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
