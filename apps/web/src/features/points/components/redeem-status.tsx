import { useTranslation } from 'react-i18next';
import type { PointRedeemStatus } from '@portal/shared/schemas/points/constants';
import styles from './points.module.css';

/** A redeem's state as a badge (spec section 4: applying, in process, approved, rejected). */
export function RedeemStatus({ status }: { status: PointRedeemStatus }) {
  const { t } = useTranslation('points');
  return (
    <span className={styles.status} data-status={status} data-testid="redeem-status">
      {t(`status.${status}`)}
    </span>
  );
}
