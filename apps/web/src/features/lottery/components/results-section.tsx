import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetNumbers } from '@portal/shared/lottery/prize-structures';
import type { DrawResult } from '@portal/shared/schemas/lottery';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useResults } from '../api/get-results';
import { ResultBoard } from './result-board';
import styles from './lottery.module.css';

const PAGE_SIZE = 10;

const endings = (result: DrawResult) =>
  [...new Set(sheetNumbers(result.region, result.sheet).map((n) => n.slice(-2)))].sort().join(' ');

/** The latest draw's board and the last 100 results; choosing one shows its board. */
export function ResultsSection({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const { data, isPending, error, refetch } = useResults(gameCode);
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  let body;
  if (isPending) body = <Skeleton height={240} radius={12} />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} compact />;
  else if (data.list.length === 0) body = <EmptyState title={t('results.none')} compact />;
  else {
    const list = data.list;
    const shown = list.find((item) => item.drawId === chosen) ?? list[0]!;
    const totalPages = Math.ceil(list.length / PAGE_SIZE);
    const rows = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    body = (
      <>
        <ResultBoard result={shown} />
        <h3 className={styles.menuTitle}>{t('results.history')}</h3>
        <ul className={styles.history}>
          {rows.map((item) => (
            <li key={item.drawId}>
              <button
                type="button"
                className={styles.historyRow}
                aria-current={item.drawId === shown.drawId ? 'true' : undefined}
                onClick={() => setChosen(item.drawId)}
              >
                <span>{item.numero}</span>
                <strong className={styles.specialNumber}>{item.sheet.special?.[0]}</strong>
                <small className={styles.endings}>{endings(item)}</small>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} onPageChange={setPage} compact />
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className={styles.cardTitle}>
        {t('results.title')}
      </h2>
      {body}
    </section>
  );
}
