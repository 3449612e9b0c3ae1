import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberKyc } from '@portal/shared/schemas/kyc';
import { api } from '../../../lib/api-client';

/** The identity check page's keys; logout drops them with ['member']. */
export const kycKeys = { all: ['member', 'kyc'] as const };

export const getKyc = (signal?: AbortSignal) => api<MemberKyc>('/wps/member/kyc', { signal });

/** A reviewer decides at any time: the page reads the state whenever it opens. */
export const kycQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.all, queryFn: ({ signal }) => getKyc(signal), staleTime: 0 });

export const useKyc = () => useQuery(kycQueryOptions());
