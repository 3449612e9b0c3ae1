import { useTranslation } from 'react-i18next';
import type { UplineTransferResult } from '@portal/shared/schemas/upline-transfer';
import { Button } from '../ui/button';
import { formatDateTime } from '../../lib/format-date-time';
import { useMoney } from './transfer-format';
import styles from './transfer.module.css';

/** What was sent, to whom, the main wallet now and the reference to quote to support. */
export function TransferDone({
  result,
  onAgain,
}: {
  result: UplineTransferResult;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation('records');
  const money = useMoney();
  return (
    <div className={styles.card}>
      <p role="status" className={styles.notice}>
        {t('upline.done', { amount: money(result.amount), upline: result.upline })}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t('upline.newBalance')}</dt>
          <dd className={styles.amount}>{money(result.balance)}</dd>
        </div>
        <div>
          <dt>{t('upline.time')}</dt>
          <dd>{formatDateTime(result.time, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('upline.reference')}</dt>
          <dd className={styles.reference} data-testid="upline-reference">
            {result.reference}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('upline.again')}
        </Button>
      </div>
    </div>
  );
}
