import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DashboardQueuesValue,
  DashboardSeriesValue,
  DashboardValue,
} from '@portal/shared/schemas/operator-dashboard';
import { api } from '../../api/client';

/** The figures of a range of site days (both ends included). */
export function useDashboardFigures(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['operator', '/dashboard', range],
    queryFn: ({ signal }) => api<DashboardValue>('/dashboard', { query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDashboardSeries(days = 30) {
  return useQuery({
    queryKey: ['operator', '/dashboard/series', days],
    queryFn: ({ signal }) =>
      api<DashboardSeriesValue>('/dashboard/series', { query: { days }, signal }),
  });
}

/** The queues: refreshed every minute while the dashboard is open. */
export function useDashboardQueues() {
  return useQuery({
    queryKey: ['operator', '/dashboard/queues'],
    queryFn: ({ signal }) => api<DashboardQueuesValue>('/dashboard/queues', { signal }),
    refetchInterval: 60_000,
  });
}
