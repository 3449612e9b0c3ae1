import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@portal/shared/schemas/wallet';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useBalance } from '../../session/api/get-balance';
import { newTransferReference } from '../api/wallet-transfer';
import {
  useWalletAction,
  type WalletAction,
  type WalletActionResult,
} from '../hooks/use-wallet-action';
import { AutoTransferSetting } from './auto-transfer-setting';
import { TransferForm } from './transfer-form';
import { TransferOutcome } from './transfer-outcome';
import { VendorWallets } from './vendor-wallets';
import { WalletSummary } from './wallet-summary';
import styles from './wallet.module.css';

/**
 * The member centre's transferFund page ("My wallet"): the balances, each vendor wallet with
 * one-click all-in and all-out, the recall of everything to main, and a transfer form. The
 * outcome of the last action stays on the page; a pending one can be asked about again.
 */
export function WalletPage(_props: CentrePageProps) {
  const { t } = useTranslation('wallet');
  const balance = useBalance();

  if (balance.isPending) return <Spinner />;
  if (balance.isError || !balance.data.wallets) {
    return (
      <ErrorState
        title={t('loadFailed')}
        error={balance.error ?? undefined}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  return (
    <Wallets
      wallets={balance.data as WalletBalance}
      refreshing={balance.isFetching}
      onRefresh={() => void balance.refetch()}
    />
  );
}

interface WalletsProps {
  wallets: WalletBalance;
  refreshing: boolean;
  onRefresh: () => void;
}

function Wallets({ wallets, refreshing, onRefresh }: WalletsProps) {
  const errorMessage = useErrorMessage();
  const [outcome, setOutcome] = useState<WalletActionResult | null>(null);
  // A new key empties the form once the server has answered what it sent.
  const [formKey, setFormKey] = useState(0);
  const live = useRef<HTMLDivElement>(null);
  const action = useWalletAction((result) => {
    setOutcome(result);
    setFormKey((key) => key + 1);
  });
  const failure = action.isError ? action.error : null;

  // The answer shows above the wallets: bring it into view from the form further down.
  useEffect(() => {
    if (outcome || failure)
      live.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome, failure]);

  const start = (next: WalletAction) => {
    setOutcome(null);
    action.mutate(next);
  };
  const oneClick = (from: string, to: string) =>
    start({
      kind: 'transfer',
      payload: { from, to, all: true, reference: newTransferReference() },
    });
  // The same reference again answers the transfer's outcome as it is now, moving nothing more.
  const checkAgain = (previous: WalletActionResult) =>
    action.mutate(
      previous.kind === 'transfer'
        ? { kind: 'transfer', payload: previous.payload }
        : { kind: 'recall', reference: previous.reference },
    );

  return (
    <div className={styles.page}>
      <WalletSummary wallets={wallets} refreshing={refreshing} onRefresh={onRefresh} />
      <div className={styles.live} ref={live}>
        {outcome && (
          <TransferOutcome
            outcome={outcome}
            checking={action.isPending}
            onCheckAgain={() => checkAgain(outcome)}
          />
        )}
        {failure && (
          <p role="alert" className={styles.alert}>
            {errorMessage(failure)}
          </p>
        )}
      </div>
      <AutoTransferSetting />
      <VendorWallets
        wallets={wallets}
        busy={action.isPending}
        onAllIn={(vendor) => oneClick('main', vendor)}
        onAllOut={(vendor) => oneClick(vendor, 'main')}
        onRecallAll={() => start({ kind: 'recall', reference: newTransferReference('rc') })}
      />
      <TransferForm
        key={formKey}
        wallets={wallets.wallets}
        busy={action.isPending}
        onSubmit={(payload) => start({ kind: 'transfer', payload })}
      />
    </div>
  );
}
