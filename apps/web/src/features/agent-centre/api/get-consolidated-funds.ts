import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolidatedFunds } from '@portal/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { CONSOLIDATED_KEY } from './contract-keys';

/**
 * GET /wps/member/info/funds/consolidated: the member's funds in one view and the contract flags
 * (spec section 3), which show the contract and salary pages and say what waits for an answer.
 */
export const getConsolidatedFunds = (signal?: AbortSignal) =>
  api<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal });

export const consolidatedFundsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...CONSOLIDATED_KEY, token],
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

export const useConsolidatedFunds = () =>
  useQuery(consolidatedFundsQueryOptions(useSession((s) => s.token)));
