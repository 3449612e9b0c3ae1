import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusesValue } from '@portal/shared/schemas/promotions';
import { useMoney } from '../bonus-format';
import styles from './bonuses.module.css';

const TOTALS = ['inProgress', 'turnoverRemaining', 'released', 'lost'] as const;

/** The member's bonus money at a glance, over every bonus (not only the page shown). */
export function BonusTotals({ totals }: { totals: BonusesValue['totals'] }) {
  const { t } = useTranslation('bonuses');
  const money = useMoney();
  const headingId = useId();
  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.srOnly}>
        {t('totals.heading')}
      </h4>
      <dl className={styles.totalsList}>
        {TOTALS.map((name) => (
          <div key={name} className={styles.total} data-total={name}>
            <dt>{t(`totals.${name}`)}</dt>
            <dd data-testid={`bonus-total-${name}`}>{money(totals[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
