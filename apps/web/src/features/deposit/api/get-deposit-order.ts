import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOrder } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';
import { depositKeys } from './get-deposit-channels';

/** How often a pending order is asked about while the member waits: soon at first, then less. */
const FIRST_POLLS = 20;
const FIRST_POLL_MS = 3000;
const LATER_POLL_MS = 15_000;

export const getDepositOrder = (orderNo: string, signal?: AbortSignal) =>
  api<DepositOrder>(`/wps/member/deposit/orders/${encodeURIComponent(orderNo)}`, { signal });

/**
 * One order, asked about again while it is pending: a gateway's callback may arrive after the
 * member's browser came back. A gateway order stops being pending when it expires at the latest.
 */
export const depositOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.order(orderNo),
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'pending') return false;
      return query.state.dataUpdateCount < FIRST_POLLS ? FIRST_POLL_MS : LATER_POLL_MS;
    },
  });

export const useDepositOrder = (orderNo: string) => useQuery(depositOrderQueryOptions(orderNo));
