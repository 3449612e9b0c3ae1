import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '@portal/shared/schemas/wallet';
import { Button } from '../../../components/ui/button';
import type { WalletActionResult } from '../hooks/use-wallet-action';
import { formatCurrency } from '../../../lib/money';
import styles from './wallet.module.css';

interface TransferOutcomeProps {
  outcome: WalletActionResult;
  /** A check of the pending outcome runs. */
  checking: boolean;
  onCheckAgain: () => void;
}

const transferMessage: Record<TransferStatus, string> = {
  SUCCESS: 'outcome.success',
  FAILED: 'outcome.failed',
  PENDING: 'outcome.pending',
};
const recallMessage: Record<TransferStatus, string> = {
  SUCCESS: 'outcome.recallSuccess',
  FAILED: 'outcome.recallFailed',
  PENDING: 'outcome.recallPending',
};
const tone: Record<TransferStatus, string | undefined> = {
  SUCCESS: styles.success,
  FAILED: styles.failed,
  PENDING: styles.pending,
};

/** What the last action did: done, refused (money back) or pending with a way to ask again. */
export function TransferOutcome({ outcome, checking, onCheckAgain }: TransferOutcomeProps) {
  const { t } = useTranslation('wallet');
  const { status, amount, balance } = outcome.result;
  const key =
    outcome.kind === 'transfer'
      ? transferMessage[status]
      : outcome.result.transfers.length === 0
        ? 'outcome.recallNothing'
        : recallMessage[status];

  return (
    <div role="status" className={[styles.outcome, tone[status]].join(' ')} data-status={status}>
      <p>{t(key, { amount: formatCurrency(amount, balance.currencySymbol) })}</p>
      {status === 'PENDING' && (
        <Button size="sm" variant="secondary" busy={checking} onClick={onCheckAgain}>
          {t('outcome.checkAgain')}
        </Button>
      )}
    </div>
  );
}
