import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositOrderDetail } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';
import { depositKeys } from './get-deposit-channels';

/** How often a pending order is asked about while the member waits: soon at first, then less. */
const FIRST_POLLS = 20;
const FIRST_POLL_MS = 3000;
const LATER_POLL_MS = 15_000;
/** The bonus that comes with a credited deposit is given on the server's next event pass. */
const BONUS_POLL_MS = 2000;
const BONUS_POLLS = 30;

export const getDepositOrder = (orderNo: string, signal?: AbortSignal) =>
  api<DepositOrderDetail>(`/wps/member/deposit/orders/${encodeURIComponent(orderNo)}`, { signal });

/**
 * One order, asked about again while it is pending: a gateway's callback may arrive after the
 * member's browser came back. A gateway order stops being pending when it expires at the latest.
 * A credited order whose deposit match is still on its way is asked about until it arrives.
 */
export const depositOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: depositKeys.order(orderNo),
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.status === 'success' && order.bonusPending) {
        return query.state.dataUpdateCount < FIRST_POLLS + BONUS_POLLS ? BONUS_POLL_MS : false;
      }
      if (order?.status !== 'pending') return false;
      return query.state.dataUpdateCount < FIRST_POLLS ? FIRST_POLL_MS : LATER_POLL_MS;
    },
  });

export const useDepositOrder = (orderNo: string) => useQuery(depositOrderQueryOptions(orderNo));
