import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A protected chat (csType 3) gets its address from the server at the moment it opens. */
export const getCustomerServiceLink = (id: number, signal?: AbortSignal) =>
  api<{ url: string }>(`/wps/system/customerService/${id}/link`, { signal }).then(
    (value) => value.url,
  );

export const customerServiceLinkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['system', 'customerService', id, 'link'],
    queryFn: ({ signal }) => getCustomerServiceLink(id, signal),
    // Addresses may be single-use: never serve one from the cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Fetches a fresh link on demand (from a click), not on render. */
export const useFetchCustomerServiceLink = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => queryClient.fetchQuery(customerServiceLinkQueryOptions(id)),
    [queryClient],
  );
};
