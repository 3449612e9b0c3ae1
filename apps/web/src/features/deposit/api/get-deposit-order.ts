import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOrder } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';
import { depositKeys } from './get-deposit-channels';

/** How often a pending order is asked about while the member waits for the gateway's word. */
const PENDING_POLL_MS = 3000;
/** Then the member is told to look at the history later: about five minutes of asking. */
const PENDING_POLLS = 100;

export const getDepositOrder = (orderNo: string, signal?: AbortSignal) =>
  api<DepositOrder>(`/wps/member/deposit/orders/${encodeURIComponent(orderNo)}`, { signal });

/**
 * One order, asked about again every few seconds while it is pending: a gateway's callback may
 * arrive after the member's browser came back.
 */
export const depositOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.order(orderNo),
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_POLLS
        ? PENDING_POLL_MS
        : false,
  });

export const useDepositOrder = (orderNo: string) => useQuery(depositOrderQueryOptions(orderNo));
