import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { formatAmount } from '../../../lib/money';
import { hasWallet, useBalance } from '../api/get-balance';
import { useSession } from '../hooks/use-session';
import styles from './balance-display.module.css';

/** Shown while the wallet cannot answer (a trial account, or failing): neutral, never an error. */
export const BALANCE_PLACEHOLDER = '--';
export const BALANCE_HIDDEN = '***';
/** Local storage key of the member's choice to hide the balance ('1' hidden). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function storeHidden(hidden: boolean): void {
  try {
    localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
}

/**
 * The wallet balance (sumBalance) with its currency symbol (spec section 2): a click refreshes
 * it, the eye hides it as *** and the choice is remembered on this device.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('header');
  const siteSymbol = useWhitelabel().data?.site.currencySymbol ?? '';
  const balance = useBalance();
  const [hidden, setHidden] = useState(readHidden);
  const withWallet = hasWallet(useSession((state) => state.member?.type));
  const refreshing = withWallet && balance.isFetching;

  const amount = hidden
    ? BALANCE_HIDDEN
    : !withWallet
      ? BALANCE_PLACEHOLDER
      : balance.data
        ? formatAmount(balance.data.sumBalance)
        : balance.isError
          ? BALANCE_PLACEHOLDER
          : '…';

  const toggle = () => {
    storeHidden(!hidden);
    setHidden(!hidden);
  };

  return (
    <div className={styles.balance}>
      <button
        type="button"
        className={styles.amount}
        onClick={() => withWallet && void balance.refetch()}
        disabled={refreshing}
        aria-label={t('account.refreshBalance')}
        title={!withWallet || balance.isError ? t('account.balanceUnavailable') : undefined}
        aria-busy={refreshing}
      >
        <span className={styles.symbol}>{balance.data?.currencySymbol ?? siteSymbol}</span>
        <span data-testid="balance-amount">{amount}</span>
        {refreshing && <span className={styles.spinner} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={styles.eye}
        aria-pressed={hidden}
        aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
        onClick={toggle}
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
