import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardQueueKey } from '@portal/shared/schemas/operator-dashboard';
import type { Permission } from '@portal/shared/staff-roles';
import { useCan } from '../../auth/staff-context';
import { Card, ErrorState, Loading } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAge, formatAmount, formatCount } from '../../lib/format';
import { useDashboardQueues } from './api';
import styles from './dashboard.module.css';

/**
 * The console screen each queue is worked on, where one exists, and who may open it. The other
 * queues are shown without a link until their screens exist.
 */
const SCREENS: Partial<Record<DashboardQueueKey, { to: string; permission: Permission }>> = {
  'deposits.pending': { to: '/cashier/deposits?status=pending', permission: 'cashier.read' },
  'withdrawals.pending': { to: '/cashier/withdrawals?status=pending', permission: 'cashier.read' },
  'withdrawals.disputed': { to: '/cashier/withdrawals', permission: 'cashier.read' },
  'adjustments.pending': { to: '/members/adjustments', permission: 'members.read' },
  'riskCases.open': { to: '/risk-cases', permission: 'aml.read' },
};

export function QueuesCard() {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const query = useDashboardQueues();
  const locale = currentLocale();
  return (
    <Card title={t('queues.title')}>
      {query.isPending ? <Loading /> : null}
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-label={t('queues.title')}>
            <thead>
              <tr>
                <th scope="col">{t('queues.queue')}</th>
                <th scope="col" className="num">
                  {t('queues.count')}
                </th>
                <th scope="col" className="num">
                  {t('queues.amount')}
                </th>
                <th scope="col" className="num">
                  {t('queues.oldest')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('queues.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.queues.map((queue) => {
                const screen = SCREENS[queue.key];
                return (
                  <tr key={queue.key} data-waiting={queue.count > 0 || undefined}>
                    <th scope="row">{t(`queues.key.${queue.key}`)}</th>
                    <td className="num">
                      <strong>{formatCount(queue.count, locale)}</strong>
                    </td>
                    <td className="num">
                      {queue.amount === null ? '—' : formatAmount(queue.amount, locale)}
                    </td>
                    <td className="num">{formatAge(queue.oldestAgeSeconds)}</td>
                    <td className={styles.openCell}>
                      {screen && can(screen.permission) ? (
                        <Link
                          to={screen.to}
                          aria-label={`${t('queues.open')}: ${t(`queues.key.${queue.key}`)}`}
                        >
                          {t('queues.open')}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
