import { useTranslation } from 'react-i18next';
import type { ProfitValue } from '@portal/shared/schemas/games';
import { formatAmount } from '../../../lib/money';
import { signedOrZero, winLossClass } from './bets-format';
import styles from './bets-table.module.css';

/** Settled play of the range per game category, in nav order. */
export function ProfitCategories({
  categories,
  currency,
}: {
  categories: ProfitValue['categories'];
  currency: string;
}) {
  const { t } = useTranslation(['bets', 'nav']);
  return (
    <div className={styles.tableWrap}>
      <table className={[styles.table, styles.summaryTable].join(' ')}>
        <caption className={styles.caption}>{t('profit.byCategory')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profit.columns.category')}</th>
            <th scope="col" className={styles.number}>
              {t('totals.count')}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.validBet', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.payout', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('records.columns.winLoss', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.gameType} data-testid="profit-category">
              <th scope="row" className={styles.game}>
                {t(`nav:category.${category.gameType}`)}
              </th>
              <td
                className={[styles.number, styles.count].join(' ')}
                data-label={t('totals.count')}
              >
                {category.count}
              </td>
              <td
                className={[styles.number, styles.stake].join(' ')}
                data-label={t('records.columns.validBet', { currency })}
              >
                {formatAmount(category.validBet)}
              </td>
              <td
                className={[styles.number, styles.payout].join(' ')}
                data-label={t('records.columns.payout', { currency })}
              >
                {formatAmount(category.payout)}
              </td>
              <td
                className={[styles.number, styles.winLoss, winLossClass(category.winLoss)].join(
                  ' ',
                )}
              >
                {signedOrZero(category.winLoss)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
