import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorDeposit, OperatorDepositChannel } from '@portal/shared/schemas/deposit';
import { api } from '../../../api/client';

export const DEPOSITS = '/deposits';
export const CHANNELS = '/deposit-channels';

/** Every deposit channel (a few dozen): the queue's channel filter and the channels screen. */
export function useDepositChannels() {
  return useQuery({
    queryKey: ['operator', CHANNELS],
    queryFn: ({ signal }) => api<OperatorDepositChannel[]>(CHANNELS, { signal }),
  });
}

/** Confirm (credit) or reject a pending deposit; the queue reloads either way. */
export function useDepositDecision() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['operator', DEPOSITS] });
  const confirm = useMutation({
    mutationFn: (orderNo: string) =>
      api<OperatorDeposit>(`${DEPOSITS}/${orderNo}/confirm`, { method: 'POST', body: {} }),
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) =>
      api<OperatorDeposit>(`${DEPOSITS}/${orderNo}/reject`, { method: 'POST', body: { reason } }),
    onSettled: settle,
  });
  return { confirm, reject };
}
