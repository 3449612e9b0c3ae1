import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { usePointMovements } from '../api/get-point-movements';
import { formatPoints, signedPoints } from '../points-format';
import styles from './history.module.css';

/** Every points movement with the balance after it: a table, or cards where the page is narrow. */
export function MovementList({ from }: { from: string }) {
  const { t, i18n } = useTranslation('points');
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const movements = usePointMovements('', page, from);
  const value = movements.data;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  if (movements.isPending) return <Spinner />;
  if (movements.isError) {
    return (
      <ErrorState
        title={t('history.loadFailed')}
        error={movements.error}
        onRetry={() => void movements.refetch()}
        retrying={movements.isFetching}
        compact
      />
    );
  }
  if (movements.data.list.length === 0) {
    return <EmptyState description={t('history.emptyMovements')} compact />;
  }
  return (
    <div className={styles.list}>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-busy={movements.isFetching}>
          <caption className={styles.srOnly}>{t('history.movements')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col" className={styles.number}>
                {t('columns.points')}
              </th>
              <th scope="col" className={styles.number}>
                {t('columns.balance')}
              </th>
              <th scope="col">{t('columns.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {movements.data.list.map((movement) => (
              <tr key={movement.id} data-testid="movement-row" data-type={movement.type}>
                <td className={styles.when}>
                  <time dateTime={movement.time}>
                    {formatDateTime(movement.time, i18n.language)}
                  </time>
                </td>
                <td className={styles.kind}>{t(`movement.${movement.type}`)}</td>
                <td
                  className={[styles.number, styles.change].join(' ')}
                  data-label={t('columns.points')}
                  data-sign={movement.points < 0 ? 'minus' : 'plus'}
                >
                  {signedPoints(movement.points, i18n.language)}
                </td>
                <td className={styles.number} data-label={t('columns.balance')}>
                  {formatPoints(movement.balanceAfter, i18n.language)}
                </td>
                <td className={styles.movementRef} data-label={t('columns.reference')}>
                  <span className={styles.mono}>{movement.reference || '—'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={movements.data.page}
        totalPages={totalPages}
        onPageChange={setPage}
        compact={compactPager}
        label={t('history.pages')}
      />
    </div>
  );
}
