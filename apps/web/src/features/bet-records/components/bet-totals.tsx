import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetTotals as Totals } from '@portal/shared/schemas/games';
import { formatAmount } from '../../../lib/money';
import { signedOrZero, winLossClass } from './bets-format';
import styles from './bets.module.css';
import records from '../../../components/records/records.module.css';

/** Count, stake, valid bet, payout and win/loss of the whole range, as the server summed them. */
export function BetTotals({ totals, currency }: { totals: Totals; currency: string }) {
  const { t } = useTranslation('bets');
  const headingId = useId();
  const items = [
    { key: 'count', text: String(totals.count) },
    { key: 'stake', text: formatAmount(totals.stake) },
    { key: 'validBet', text: formatAmount(totals.validBet) },
    { key: 'payout', text: formatAmount(totals.payout) },
    { key: 'winLoss', text: signedOrZero(totals.winLoss), className: winLossClass(totals.winLoss) },
  ];
  return (
    <section className={records.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={records.totalsHeading}>
        {t('totals.heading', { currency })}
      </h4>
      <dl className={`${records.totalsList} ${styles.totalsColumns}`}>
        {items.map((item) => (
          <div key={item.key}>
            <dt>{t(`totals.${item.key}`)}</dt>
            <dd className={item.className} data-testid={`bets-total-${item.key}`}>
              {item.text}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
