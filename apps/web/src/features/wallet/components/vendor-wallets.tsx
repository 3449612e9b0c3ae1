import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@portal/shared/schemas/wallet';
import { Button } from '../../../components/ui/button';
import { formatAmount } from '../../../lib/money';
import styles from './wallet.module.css';

interface VendorWalletsProps {
  wallets: WalletBalance;
  /** An action runs: no other starts until it answers. */
  busy: boolean;
  onAllIn: (vendor: string) => void;
  onAllOut: (vendor: string) => void;
  onRecallAll: () => void;
}

/** Each vendor wallet with its state and the one-click moves, and the recall of them all. */
export function VendorWallets({
  wallets,
  busy,
  onAllIn,
  onAllOut,
  onRecallAll,
}: VendorWalletsProps) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const main = wallets.wallets.find((wallet) => wallet.wallet === 'main')?.balance ?? 0;
  const vendors = wallets.wallets.filter((wallet) => wallet.wallet === 'vendor');
  const anyToRecall = vendors.some((vendor) => vendor.status === 'active' && vendor.balance > 0);

  return (
    <section aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.heading}>
          {t('gameWallets')}
        </h3>
        <Button size="sm" variant="secondary" onClick={onRecallAll} disabled={busy || !anyToRecall}>
          {t('recallAll')}
        </Button>
      </div>
      {vendors.length === 0 ? (
        <p className={styles.hint}>{t('noGameWallets')}</p>
      ) : (
        <ul className={styles.vendors}>
          {vendors.map((vendor) => {
            const open = vendor.status === 'active';
            return (
              <li key={vendor.vendor} className={styles.vendor} data-status={vendor.status}>
                <div className={styles.vendorText}>
                  <span className={styles.vendorName}>{vendor.name}</span>
                  <span className={styles.vendorStatus}>{t(`status.${vendor.status}`)}</span>
                </div>
                <span className={styles.vendorBalance}>
                  <span className={styles.symbol}>{wallets.currencySymbol}</span>{' '}
                  {formatAmount(vendor.balance)}
                </span>
                <div className={styles.vendorActions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy || !open || main <= 0}
                    onClick={() => onAllIn(vendor.vendor!)}
                    aria-label={t('allInLabel', { vendor: vendor.name })}
                  >
                    {t('allIn')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy || !open || vendor.balance <= 0}
                    onClick={() => onAllOut(vendor.vendor!)}
                    aria-label={t('allOutLabel', { vendor: vendor.name })}
                  >
                    {t('allOut')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
