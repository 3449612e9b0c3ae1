import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DownlineTransferPayload,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys, WALLET_KEYS } from './agency-keys';

/** POST /wps/agent/team/transfer (encrypted: it carries the payment password). */
export const transferToDownline = (payload: DownlineTransferPayload) =>
  api<DownlineTransferResult>('/wps/agent/team/transfer', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });

/** The transfer; on success the balances, the team's lists and the account records refresh. */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: () =>
      Promise.all(
        [agencyKeys.all, ...WALLET_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
