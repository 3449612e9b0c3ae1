import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@portal/shared/schemas/wallet';
import { formatAmount } from '../../../lib/money';
import styles from './wallet.module.css';

interface WalletSummaryProps {
  wallets: WalletBalance;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The total (sumBalance) with the main wallet, the bonus and the frozen amount beside it. */
export function WalletSummary({ wallets, refreshing, onRefresh }: WalletSummaryProps) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const own = (kind: 'main' | 'bonus') =>
    wallets.wallets.find((wallet) => wallet.wallet === kind)?.balance ?? 0;
  const money = (amount: number) => (
    <>
      <span className={styles.symbol}>{wallets.currencySymbol}</span> {formatAmount(amount)}
    </>
  );

  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <div className={styles.total}>
        <h3 id={headingId} className={styles.totalLabel}>
          {t('total')}
        </h3>
        <p className={styles.totalAmount} data-testid="wallet-total">
          {money(wallets.sumBalance)}
        </p>
        <p className={styles.hint}>{t('totalHint')}</p>
        <button
          type="button"
          className={styles.refresh}
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing}
          aria-label={t('refresh')}
          title={t('refresh')}
        >
          <RefreshIcon />
        </button>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('main')}</dt>
          <dd data-testid="wallet-main">{money(own('main'))}</dd>
        </div>
        <div>
          <dt>{t('bonus')}</dt>
          <dd data-testid="wallet-bonus">{money(own('bonus'))}</dd>
        </div>
        <div>
          <dt title={t('frozenHint')}>{t('frozen')}</dt>
          <dd data-testid="wallet-frozen">{money(wallets.frozen)}</dd>
        </div>
      </dl>
    </section>
  );
}

function RefreshIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
