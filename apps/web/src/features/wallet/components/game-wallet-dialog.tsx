import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@portal/shared/money';
import { MAIN_WALLET, type WalletBalance } from '@portal/shared/schemas/wallet';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { formatCurrency, formatMoney } from '../../../lib/money';
import { amountFieldText } from '../../../lib/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { useBalance } from '../../session/api/get-balance';
import { newTransferReference } from '../api/wallet-transfer';
import { useWalletAction, type WalletActionResult } from '../hooks/use-wallet-action';
import {
  amountForApi,
  checkTransfer,
  findWallet,
  type TransferDraft,
  type TransferProblem,
} from '../transfer-rules';
import styles from './game-wallet-dialog.module.css';

/** Amounts offered with one tap, where the main wallet holds that much. */
export const QUICK_AMOUNTS = [10, 50, 100, 500] as const;

export interface GameWalletDialogProps {
  /** The transfer-mode vendor whose wallet the game plays from. */
  vendor: string;
  /**
   * launch: before the game opens ("Transfer and play" or "Play without transferring");
   * topUp: from inside the game when a stake was refused ("Transfer in" or "Cancel").
   */
  mode: 'launch' | 'topUp';
  /** The transfer is done; the game may go on. */
  onTransferred: () => void;
  /** launch: open the game as it is; topUp: back to the game without a transfer. */
  onSkip: () => void;
  /** Closed without a choice (the close button, Escape). */
  onClose: () => void;
}

/**
 * Money from the main wallet into a game's own wallet, through the ordinary wallet transfer
 * (one reference per draft, so a retry never moves it twice): both balances, an amount with
 * quick picks or everything, and what the transfer did when it is not done.
 */
export function GameWalletDialog({
  vendor,
  mode,
  onTransferred,
  onSkip,
  onClose,
}: GameWalletDialogProps) {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const wallets = balance.data?.wallets ? (balance.data as WalletBalance) : null;
  const vendorName = (wallets && findWallet(wallets.wallets, vendor)?.name) ?? vendor;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('gameTransfer.title', { vendor: vendorName })}
      width={500}
      height={280}
    >
      {wallets ? (
        <TransferBody
          wallets={wallets}
          vendor={vendor}
          mode={mode}
          onTransferred={onTransferred}
          onSkip={onSkip}
        />
      ) : balance.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

function TransferBody({
  wallets,
  vendor,
  mode,
  onTransferred,
  onSkip,
}: Omit<GameWalletDialogProps, 'onClose'> & { wallets: WalletBalance }) {
  const { t } = useTranslation('wallet');
  const errorMessage = useErrorMessage();
  const symbol = wallets.currencySymbol;
  const main = findWallet(wallets.wallets, MAIN_WALLET)?.balance ?? 0;
  const game = findWallet(wallets.wallets, vendor);
  const [draft, setDraft] = useState<TransferDraft>({
    from: MAIN_WALLET,
    to: vendor,
    amount: '',
    all: false,
  });
  const [problem, setProblem] = useState<TransferProblem | null>(null);
  const [outcome, setOutcome] = useState<WalletActionResult | null>(null);
  const reference = useRef<string | null>(null);
  const action = useWalletAction((result) => {
    setOutcome(result);
    if (result.result.status === 'SUCCESS') onTransferred();
  });

  const update = (change: Partial<TransferDraft>) => {
    reference.current = null;
    setProblem(null);
    setOutcome(null);
    setDraft((current) => ({ ...current, ...change }));
  };
  const pick = (amount: number) =>
    update({ amount: amountFieldText(toMinor(amount.toFixed(2))), all: false });
  const useAll = () => update({ amount: amountFieldText(toMinor(main.toFixed(2))), all: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTransfer(draft, wallets.wallets, (minor) => formatMoney(minor));
    if (found) {
      setProblem(found);
      return;
    }
    reference.current ??= newTransferReference('gw');
    action.mutate({
      kind: 'transfer',
      payload: {
        from: MAIN_WALLET,
        to: vendor,
        reference: reference.current,
        ...(draft.all ? { all: true } : { amount: amountForApi(draft.amount) }),
      },
    });
  };

  const status = outcome?.result.status;
  const quick = QUICK_AMOUNTS.filter((amount) => amount <= main);
  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <dl className={styles.balances}>
        <div>
          <dt>{t('gameTransfer.gameWallet', { vendor: game?.name ?? vendor })}</dt>
          <dd data-testid="game-wallet-balance">{formatCurrency(game?.balance ?? 0, symbol)}</dd>
        </div>
        <div>
          <dt>{t('main')}</dt>
          <dd data-testid="main-wallet-balance">{formatCurrency(main, symbol)}</dd>
        </div>
      </dl>
      {main > 0 ? (
        <>
          <TextField
            label={t('transfer.amount')}
            value={draft.amount}
            onChange={(amount) => update({ amount, all: false })}
            error={problem ? t(problem.key, problem.values) : undefined}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
          />
          <div className={styles.quick} role="group" aria-label={t('gameTransfer.quick')}>
            {quick.map((amount) => (
              <Button
                key={amount}
                size="sm"
                variant="secondary"
                onClick={() => pick(amount)}
                aria-label={formatCurrency(amount, symbol)}
              >
                {formatMoney(toMinor(amount.toFixed(2))).replace(/\D00$/, '')}
              </Button>
            ))}
            <Button
              size="sm"
              variant={draft.all ? 'primary' : 'secondary'}
              onClick={useAll}
              aria-pressed={draft.all}
              aria-label={t('transfer.allLabel')}
            >
              {t('transfer.all')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.note}>{t('gameTransfer.mainEmpty')}</p>
      )}
      <div className={styles.live}>
        {outcome && status !== 'SUCCESS' && (
          <p role="status" className={styles.note} data-status={status}>
            {t(status === 'PENDING' ? 'outcome.pending' : 'outcome.failed', {
              amount: formatCurrency(outcome.result.amount, symbol),
            })}
          </p>
        )}
        {action.isError && (
          <p role="alert" className={styles.alert}>
            {errorMessage(action.error)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onSkip}>
          {mode === 'launch' ? t('gameTransfer.playWithout') : t('gameTransfer.cancel')}
        </Button>
        {main > 0 && (
          <Button type="submit" isDefault busy={action.isPending}>
            {mode === 'launch' ? t('gameTransfer.transferAndPlay') : t('gameTransfer.transferIn')}
          </Button>
        )}
      </div>
    </form>
  );
}
