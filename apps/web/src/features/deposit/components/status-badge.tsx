import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@portal/shared/schemas/deposit';
import styles from './deposit.module.css';

type Tone = 'waiting' | 'good' | 'bad';

/** How each state reads at a glance: still open, paid in, or not. */
const TONES: Record<DepositStatus, Tone> = {
  pending: 'waiting',
  success: 'good',
  rejected: 'bad',
  failed: 'bad',
  expired: 'bad',
};

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('deposit');
  return (
    <span className={styles.badge} data-tone={TONES[status]} data-testid="deposit-status">
      {t(`status.${status}`)}
    </span>
  );
}
