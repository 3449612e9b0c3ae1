import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@portal/shared/schemas/withdrawal';
import { api } from '../../../lib/api-client';
import { withdrawKeys } from './get-withdraw-info';

export const getBanks = (signal?: AbortSignal) =>
  api<Bank[]>('/wps/member/bank-cards/banks', { signal });

/** The bank list changes rarely: fetched when the add-card form first opens. */
export const banksQueryOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.banks,
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 10 * 60_000,
  });

export const useBanks = () => useQuery(banksQueryOptions());
