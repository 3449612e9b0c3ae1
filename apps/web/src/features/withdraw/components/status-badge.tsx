import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@portal/shared/schemas/withdrawal';
import styles from './withdraw.module.css';

type Tone = 'waiting' | 'good' | 'bad';

/** How each state reads at a glance: still moving, settled in the member's favour, or not. */
const TONES: Record<WithdrawalStatus, Tone> = {
  pending: 'waiting',
  approved: 'waiting',
  not_received: 'waiting',
  partial: 'waiting',
  received: 'good',
  auto_received: 'good',
  refunded: 'good',
  force_received: 'bad',
  rejected: 'bad',
};

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('withdraw');
  return (
    <span className={styles.badge} data-tone={TONES[status]} data-testid="withdrawal-status">
      {t(`status.${status}`)}
    </span>
  );
}
