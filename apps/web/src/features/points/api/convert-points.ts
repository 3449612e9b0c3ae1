import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertPointPayload, ConvertPointValue } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { WALLET_BALANCE_KEY, WALLET_RECORDS_KEY, pointsKeys } from './points-keys';

/** Converts points to cash in the main wallet; the payment password travels encrypted. */
export const convertPoints = (payload: ConvertPointPayload) =>
  api<ConvertPointValue>('/wps/relay/passwordCheck/MCS2_convertPoint', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });

/** On success the points data, the header balance and the account records are fetched again. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: () =>
      Promise.all(
        [pointsKeys.member, WALLET_BALANCE_KEY, WALLET_RECORDS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
