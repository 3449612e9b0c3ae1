import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@portal/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { isTrialType } from '../real-money-gate';
import { useSession } from '../hooks/use-session';

/**
 * GET /wps/v2/wallets/balance: sumBalance (main + vendor wallets), currency symbol, frozen and
 * every wallet. Older answers may carry only sumBalance, so the rest is optional here.
 */
export type BalanceValue = Pick<WalletBalance, 'sumBalance'> & Partial<WalletBalance>;

/**
 * Every change of money invalidates this prefix (transfers, deposits, withdrawals), so the
 * header balance and the wallet page show the new figures at once.
 */
export const BALANCE_KEY = ['wallet', 'balance'] as const;

export const getBalance = (signal?: AbortSignal) =>
  api<BalanceValue>('/wps/v2/wallets/balance', { signal });

/** A trial account (type 4) has no real-money wallet: the server refuses it the call (403). */
export const hasWallet = (memberType: number | undefined) => !isTrialType(memberType);

export const balanceQueryOptions = (token: string | null, memberType?: number) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, token],
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null && hasWallet(memberType),
    staleTime: 15_000,
    // A return to the tab shows the figure as it is now (a game may have moved money).
    refetchOnWindowFocus: true,
  });

export const useBalance = () =>
  useQuery(
    balanceQueryOptions(
      useSession((s) => s.token),
      useSession((s) => s.member?.type),
    ),
  );
