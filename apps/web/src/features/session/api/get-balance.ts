import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@portal/shared/schemas/wallet';
import { ApiError, api } from '../../../lib/api-client';
import { isTrialType } from '../../../lib/real-money-gate';
import { builtMemberPages } from '../../member-centre/pages';
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

/**
 * The server answers ROUTE_NOT_FOUND for a call of a feature it does not offer yet (the wallet,
 * platform messages). The header then shows a neutral placeholder and stops asking: no retries,
 * no polling, no refetch on focus or remount, so nothing keeps failing in the background.
 */
export const isRouteMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === 'ROUTE_NOT_FOUND';

export const notOfferedYetOptions = {
  retry: (failures: number, error: unknown) => !isRouteMissing(error) && failures < 2,
  retryOnMount: false,
  refetchOnWindowFocus: (query: { state: { error: unknown } }) =>
    !isRouteMissing(query.state.error),
} as const;

export const getBalance = (signal?: AbortSignal) =>
  api<BalanceValue>('/wps/v2/wallets/balance', { signal });

/** The wallet's calls exist once its member-centre page does; until then nothing is asked. */
export const walletOffered = () => builtMemberPages.has('transferFund');

/** A trial account (type 4) has no real-money wallet: the server refuses it the call (403). */
export const hasWallet = (memberType: number | undefined) =>
  walletOffered() && !isTrialType(memberType);

export const balanceQueryOptions = (token: string | null, memberType?: number) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, token],
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null && hasWallet(memberType),
    staleTime: 15_000,
    ...notOfferedYetOptions,
  });

export const useBalance = () =>
  useQuery(
    balanceQueryOptions(
      useSession((s) => s.token),
      useSession((s) => s.member?.type),
    ),
  );
