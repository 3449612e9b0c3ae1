import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UplineTransferPayload,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import { api } from '../../../lib/api-client';
import { uplineTransferKeys } from './get-upline-transfer-info';

/** Queries a transfer changes: the header balance and the account records (keys under 'wallet'). */
const BALANCE_KEY = ['wallet', 'balance'] as const;
const RECORDS_KEY = ['wallet', 'transactions'] as const;

/** Sends money to the upline; the payment password travels encrypted. */
export const transferToUpline = (payload: UplineTransferPayload) =>
  api<UplineTransferResult>('/wps/member/wallet/transferUpline', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });

/** The transfer; on success the balance, the page's info and the records are fetched again. */
export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: () =>
      Promise.all(
        [BALANCE_KEY, uplineTransferKeys.info, RECORDS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
