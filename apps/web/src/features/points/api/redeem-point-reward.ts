import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RedeemPointRewardPayload,
  RedeemPointRewardValue,
} from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { BONUSES_KEY, WALLET_BALANCE_KEY, pointsKeys } from './points-keys';

/** Redeems a reward; the payment password travels encrypted. */
export const redeemPointReward = (payload: RedeemPointRewardPayload) =>
  api<RedeemPointRewardValue>('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });

/**
 * On success the points balance, catalogue (stock, own counts), history and the header's money
 * (a cash reward lands in the main wallet, a bonus in the bonus wallet) are fetched again.
 */
export function useRedeemPointReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPointReward,
    onSuccess: () =>
      Promise.all(
        [pointsKeys.member, pointsKeys.public, WALLET_BALANCE_KEY, BONUSES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
