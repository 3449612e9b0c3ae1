import { useTranslation } from 'react-i18next';
import type { DashboardCategory } from '@portal/shared/schemas/operator-dashboard';
import { EmptyState } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import styles from './dashboard.module.css';

/** GGR by game category, largest stake first, with each category's share of the stakes as a bar. */
export function CategoryTable({ categories }: { categories: DashboardCategory[] }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  if (categories.length === 0) return <EmptyState title={t('categories.empty')} />;
  const largest = Math.max(...categories.map((row) => row.bets), 0);
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label={t('categories.title')}>
        <thead>
          <tr>
            <th scope="col">{t('categories.category')}</th>
            <th scope="col" className="num">
              {t('categories.bets')}
            </th>
            <th scope="col" className="num">
              {t('categories.betCount')}
            </th>
            <th scope="col" className="num">
              {t('categories.payouts')}
            </th>
            <th scope="col" className="num">
              {t('categories.ggr')}
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((row) => (
            <tr key={row.category}>
              <th scope="row">
                <span className={styles.category}>{row.category}</span>
                <span
                  className={styles.share}
                  aria-hidden="true"
                  style={{ width: `${largest > 0 ? (row.bets / largest) * 100 : 0}%` }}
                />
              </th>
              <td className="num">{formatAmount(row.bets, locale)}</td>
              <td className="num">{formatCount(row.betCount, locale)}</td>
              <td className="num">{formatAmount(row.payouts, locale)}</td>
              <td className="num" data-negative={row.ggr < 0 || undefined}>
                {formatAmount(row.ggr, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
