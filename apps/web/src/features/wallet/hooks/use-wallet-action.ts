import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WalletRecallResult,
  WalletTransferPayload,
  WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import { BALANCE_KEY } from '../../session/api/get-balance';
import { useSession } from '../../session/hooks/use-session';
import { recallAllWallets, transferWallet } from '../api/wallet-transfer';

/** What the page asks for: a transfer, or the recall of every vendor wallet. */
export type WalletAction =
  { kind: 'transfer'; payload: WalletTransferPayload } | { kind: 'recall'; reference: string };

export type WalletActionResult =
  | { kind: 'transfer'; payload: WalletTransferPayload; result: WalletTransferResult }
  | { kind: 'recall'; reference: string; result: WalletRecallResult };

async function run(action: WalletAction): Promise<WalletActionResult> {
  if (action.kind === 'transfer') {
    return { ...action, result: await transferWallet(action.payload) };
  }
  return { ...action, result: await recallAllWallets(action.reference) };
}

/**
 * Runs a wallet action. The answer carries the wallets after it, shown at once; then every
 * balance view (the header too) is fetched again.
 */
export function useWalletAction(onDone: (outcome: WalletActionResult) => void) {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  return useMutation({
    mutationFn: run,
    onSuccess: async (outcome) => {
      queryClient.setQueryData([...BALANCE_KEY, token], outcome.result.balance);
      onDone(outcome);
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
