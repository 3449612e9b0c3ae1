import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '@portal/shared/money';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { useBalance, walletOffered } from '../api/get-balance';
import styles from './account.module.css';

/** Shown while the wallet cannot answer (not offered yet, or failing): neutral, never an error. */
export const BALANCE_PLACEHOLDER = '--';
export const BALANCE_HIDDEN = '***';

/** The wallet balance with its currency symbol; a click refreshes it, the eye hides it as ***. */
export function BalanceDisplay() {
  const { t } = useTranslation('header');
  const currencySymbol = useWhitelabel().data?.site.currencySymbol ?? '';
  const balance = useBalance();
  const [hidden, setHidden] = useState(false);
  const offered = walletOffered();

  const amount = hidden
    ? BALANCE_HIDDEN
    : !offered
      ? BALANCE_PLACEHOLDER
      : balance.data
        ? formatMoney(toMinor(balance.data.sumBalance.toFixed(2)))
        : balance.isError
          ? BALANCE_PLACEHOLDER
          : '…';

  return (
    <div className={styles.balance}>
      <button
        type="button"
        className={styles.amount}
        onClick={() => offered && void balance.refetch()}
        aria-label={t('account.refreshBalance')}
        title={!offered || balance.isError ? t('account.balanceUnavailable') : undefined}
        aria-busy={balance.isFetching}
      >
        <span className={styles.symbol}>{currencySymbol}</span>
        <span data-testid="balance-amount">{amount}</span>
      </button>
      <button
        type="button"
        className={styles.eye}
        aria-pressed={hidden}
        aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
        onClick={() => setHidden((value) => !value)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
          {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
        </svg>
      </button>
    </div>
  );
}
