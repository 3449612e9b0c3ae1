import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UplineTransferInfo } from '@portal/shared/schemas/upline-transfer';
import { api } from '../../../lib/api-client';

/** Keys under ['wallet'], so logging out drops them with the rest of the wallet. */
export const uplineTransferKeys = {
  info: ['wallet', 'upline', 'info'] as const,
};

export const getUplineTransferInfo = (signal?: AbortSignal) =>
  api<UplineTransferInfo>('/wps/member/wallet/transferUpline', { signal });

export const uplineTransferInfoQueryOptions = () =>
  queryOptions({
    queryKey: uplineTransferKeys.info,
    queryFn: ({ signal }) => getUplineTransferInfo(signal),
  });

export const useUplineTransferInfo = () => useQuery(uplineTransferInfoQueryOptions());
