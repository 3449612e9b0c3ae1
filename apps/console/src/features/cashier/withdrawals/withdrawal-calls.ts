import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveWithdrawalPayload,
  OperatorWithdrawal,
} from '@portal/shared/schemas/withdrawal';
import { api } from '../../../api/client';

export const WITHDRAWALS = '/withdrawals';

type Resolution = 'refund' | 'force-received';

/** Finance's decisions on a withdrawal; the queue reloads after each. */
export function useWithdrawalDecision() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['operator', WITHDRAWALS] });
  const approve = useMutation({
    mutationFn: ({ orderNo, body }: { orderNo: string; body: ApproveWithdrawalPayload }) =>
      api<OperatorWithdrawal>(`${WITHDRAWALS}/${orderNo}/approve`, {
        method: 'POST',
        body: body ?? {},
      }),
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ orderNo, reason }: { orderNo: string; reason: string }) =>
      api<OperatorWithdrawal>(`${WITHDRAWALS}/${orderNo}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: settle,
  });
  const resolve = useMutation({
    mutationFn: ({ orderNo, how, note }: { orderNo: string; how: Resolution; note: string }) =>
      api<OperatorWithdrawal>(`${WITHDRAWALS}/${orderNo}/${how}`, {
        method: 'POST',
        body: { note },
      }),
    onSettled: settle,
  });
  return { approve, reject, resolve };
}
