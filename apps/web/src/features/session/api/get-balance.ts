import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';

export interface BalanceValue {
  /** Decimal amount with at most 2 decimals. */
  sumBalance: number;
}

export const getBalance = (signal?: AbortSignal) =>
  api<BalanceValue>('/wps/v2/wallets/balance', { signal });

export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const useBalance = () => useQuery(balanceQueryOptions(useSession((s) => s.token)));
