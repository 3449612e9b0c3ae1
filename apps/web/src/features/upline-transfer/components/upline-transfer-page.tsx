import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineTransferInfo } from '@portal/shared/schemas/upline-transfer';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useUplineTransferInfo } from '../api/get-upline-transfer-info';
import { useMoney } from '../../../components/transfer/transfer-format';
import { TransferForm } from './transfer-form';
import styles from '../../../components/transfer/transfer.module.css';

/**
 * The member centre's transferUpline page (in_transfer_upline): money from the main wallet to the
 * upline's, for members whose info carries toUpline. The menu hides the page from anyone else;
 * the server refuses them whatever the page shows.
 */
export function UplineTransferPage({ navigate }: CentrePageProps) {
  const { t } = useTranslation('records');
  const info = useUplineTransferInfo();

  if (info.isPending) return <Spinner />;
  if (info.isError) {
    return (
      <ErrorState
        title={t('upline.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }
  if (!info.data.allowed) {
    return <EmptyState title={t('upline.notAllowedTitle')} description={t('upline.notAllowed')} />;
  }
  return <UplineTransfer info={info.data} onSetPassword={() => navigate('securityCenter')} />;
}

function UplineTransfer({
  info,
  onSetPassword,
}: {
  info: UplineTransferInfo;
  onSetPassword: () => void;
}) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const headingId = useId();

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {t('upline.title')}
        </h3>
        <p className={styles.muted}>{t('upline.intro')}</p>
      </div>
      <dl className={styles.summary}>
        <div className={styles.tile}>
          <dt>{t('upline.upline')}</dt>
          <dd data-testid="upline-account">{info.upline}</dd>
        </div>
        <div className={styles.tile}>
          <dt>{t('upline.balance')}</dt>
          <dd data-testid="upline-balance">{money(info.balance)}</dd>
        </div>
        <div className={styles.tile}>
          <dt>{t('upline.limits')}</dt>
          <dd className={styles.small}>
            <span className={styles.nowrap}>{money(info.min)}</span> –{' '}
            <span className={styles.nowrap}>{money(info.max)}</span>
          </dd>
        </div>
      </dl>
      {!info.hasPaymentPassword && (
        <div className={styles.warning} role="status">
          <p>{t('upline.passwordMissing')}</p>
          <Button size="sm" onClick={onSetPassword}>
            {t('upline.setPassword')}
          </Button>
        </div>
      )}
      <TransferForm info={info} onSetPassword={onSetPassword} />
    </section>
  );
}
