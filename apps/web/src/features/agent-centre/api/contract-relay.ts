import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  contractPaths,
  type ContractAction,
  type ContractChangeValue,
  type ContractDownlinesValue,
  type ContractKind,
  type ContractQueryValue,
  type ContractRecordsValue,
} from '@portal/shared/schemas/contracts';
import { api } from '../../../lib/api-client';
import { CONSOLIDATED_KEY, contractKeys } from './contract-keys';

/**
 * The relay call of each contract kind (spec section 7): one POST path per kind, the `action`
 * in the JSON body says what is asked, and the answer's value depends on it.
 */
export const postContractAction = <T>(
  kind: ContractKind,
  body: ContractAction,
  signal?: AbortSignal,
) => api<T>(contractPaths[kind], { method: 'POST', body, signal });

type Without<A extends ContractAction['action']> = Omit<
  Extract<ContractAction, { action: A }>,
  'action'
>;

export type DownlinesQuery = Without<'downlines'>;
export type RecordsQuery = Without<'records'>;

/** action query: the caller's own contract, the pending requests and the site's limits. */
export const contractQueryOptions = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.query(kind),
    queryFn: ({ signal }) =>
      postContractAction<ContractQueryValue>(kind, { action: 'query' }, signal),
    staleTime: 0,
  });

export const useContractQuery = (kind: ContractKind) => useQuery(contractQueryOptions(kind));

/** action downlines: one page of the direct downlines with their contracts. */
export const contractDownlinesQueryOptions = (kind: ContractKind, query: DownlinesQuery) =>
  queryOptions({
    queryKey: contractKeys.downlines(kind, query),
    queryFn: ({ signal }) =>
      postContractAction<ContractDownlinesValue>(kind, { action: 'downlines', ...query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useContractDownlines = (kind: ContractKind, query: DownlinesQuery) =>
  useQuery(contractDownlinesQueryOptions(kind, query));

/** action records: the settlements of the caller or of a downline over a period (null: wait). */
export const useContractRecords = (kind: ContractKind, query: RecordsQuery | null) =>
  useQuery({
    queryKey: contractKeys.records(kind, query ?? {}),
    queryFn: ({ signal }) =>
      postContractAction<ContractRecordsValue>(kind, { action: 'records', ...query! }, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The actions that change a contract or a request. */
export type ContractChange = Extract<
  ContractAction,
  { action: 'offer' | 'accept' | 'reject' | 'requestTermination' | 'requestNew' | 'answer' }
>;

/**
 * Offer, accept, reject, request termination, request new terms, answer: each refreshes the
 * kind's queries and the consolidated flags (the menu's features and what waits).
 */
export function useContractChange(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContractChange) => postContractAction<ContractChangeValue>(kind, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: CONSOLIDATED_KEY }),
      ]),
  });
}
