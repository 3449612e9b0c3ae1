import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PointBalance } from '@portal/shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorMessage } from '../../../lib/error-message';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { formatPoints, useMoney } from '../points-format';
import { CoinIcon } from './reward-icons';
import styles from './points.module.css';

interface PointsBalanceProps {
  signedIn: boolean;
  balance: UseQueryResult<PointBalance>;
  canConvert: boolean;
  onConvert: () => void;
}

/** The member's points and their worth in cash, or, for a visitor, the way in. */
export function PointsBalance({ signedIn, balance, canConvert, onConvert }: PointsBalanceProps) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const openAuth = useAuthModal((state) => state.open);

  if (!signedIn) {
    return (
      <section className={styles.balanceCard} aria-labelledby="points-visitor-title">
        <CoinIcon className={styles.balanceIcon} />
        <div className={styles.balanceBody}>
          <h2 id="points-visitor-title" className={styles.balanceHeading}>
            {t('visitor.title')}
          </h2>
          <p className={styles.muted}>{t('visitor.text')}</p>
        </div>
        <div className={styles.balanceActions}>
          <Button onClick={() => openAuth('login')}>{t('visitor.login')}</Button>
          <Button variant="secondary" onClick={() => openAuth('register')}>
            {t('visitor.register')}
          </Button>
        </div>
      </section>
    );
  }

  let figures;
  if (balance.isPending) {
    figures = <Skeleton width={160} height={36} />;
  } else if (balance.isError) {
    figures = (
      <p role="alert" className={styles.inlineAlert}>
        {t('balance.loadFailed')} {errorMessage(balance.error)}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void balance.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  } else {
    figures = (
      <>
        <p className={styles.balanceValue} data-testid="points-balance">
          {t('balance.points', { points: formatPoints(balance.data.balance, i18n.language) })}
        </p>
        <p className={styles.muted} data-testid="points-cash-value">
          {t('balance.worth', { amount: money(balance.data.cashValue) })}
        </p>
      </>
    );
  }

  return (
    <section className={styles.balanceCard} aria-labelledby="points-balance-title">
      <CoinIcon className={styles.balanceIcon} />
      <div className={styles.balanceBody}>
        <h2 id="points-balance-title" className={styles.balanceLabel}>
          {t('balance.title')}
        </h2>
        {figures}
      </div>
      <div className={styles.balanceActions}>
        <Button onClick={onConvert} disabled={!canConvert || !balance.isSuccess}>
          {t('balance.convert')}
        </Button>
      </div>
    </section>
  );
}
