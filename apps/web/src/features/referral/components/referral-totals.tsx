import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '@portal/shared/schemas/referral';
import { useMoney } from '../referral-format';
import styles from './referral.module.css';

/** The member's friends at a glance, over every friend (not only the page shown). */
export function ReferralTotals({ totals }: { totals: ReferralSummary['totals'] }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const headingId = useId();
  const items = [
    ['friends', String(totals.friends)],
    ['firstDeposits', String(totals.firstDeposits)],
    ['qualified', String(totals.qualified)],
    ['rewardsEarned', money(totals.rewardsEarned)],
  ] as const;
  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.srOnly}>
        {t('totals.heading')}
      </h4>
      <dl className={styles.totalsList}>
        {items.map(([name, value]) => (
          <div key={name} className={styles.total} data-total={name}>
            <dt>{t(`totals.${name}`)}</dt>
            <dd data-testid={`referral-total-${name}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
