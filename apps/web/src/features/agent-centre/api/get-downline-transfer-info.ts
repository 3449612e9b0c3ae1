import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownlineTransferInfo } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** GET /wps/agent/team/transfer: the limits, the agent's main wallet and the payment password. */
export const getDownlineTransferInfo = (signal?: AbortSignal) =>
  api<DownlineTransferInfo>('/wps/agent/team/transfer', { signal });

export const downlineTransferInfoQueryOptions = () =>
  queryOptions({
    queryKey: agencyKeys.transferInfo,
    queryFn: ({ signal }) => getDownlineTransferInfo(signal),
    staleTime: 0,
  });

export const useDownlineTransferInfo = () => useQuery(downlineTransferInfoQueryOptions());
