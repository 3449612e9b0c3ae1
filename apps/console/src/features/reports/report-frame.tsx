import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { csvUrl, useOperatorList, type Page } from '../../api/lists';
import { useListState } from '../../components/data-table/list-state';
import { RangeBar, useSiteDayRange } from '../../components/range/range-bar';
import { Card, Notice, PageHeader } from '../../components/ui/primitives';
import styles from './reports.module.css';

/**
 * One report's state: the site-day range and the list's page, order and filters, all in the
 * URL; the call is made only for a range the server takes.
 */
export function useReport<T, P extends Page<T>, F extends string>(
  path: string,
  filterKeys: readonly F[],
  /** Filters of the screen that the call does not take (a view of the screen). */
  screenOnly: readonly F[] = [],
) {
  const range = useSiteDayRange();
  const list = useListState(filterKeys);
  const query = Object.fromEntries(
    Object.entries({ ...list.query, ...(range.range ?? {}) }).filter(
      ([key]) => !(screenOnly as readonly string[]).includes(key),
    ),
  );
  // While the range is not one the server takes, the frame shows why instead of the report.
  const result = useOperatorList<T, P>(path, query);
  return { range, list, query: result, csv: csvUrl(path, query) };
}

/** A report's header, its range picker and what it shows below. */
export function ReportFrame({
  title,
  description,
  range,
  children,
}: {
  title: string;
  description: string;
  range: ReturnType<typeof useSiteDayRange>;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <div className={styles.screen}>
      <PageHeader title={title} description={description} />
      <Card
        title={t('range.title')}
        actions={
          range.range ? (
            <span className={styles.muted}>
              {t('range.hint', { from: range.range.from, to: range.range.to })}
            </span>
          ) : null
        }
      >
        <RangeBar
          state={range}
          labels={{
            from: t('range.from'),
            to: t('range.to'),
            presets: t('range.presets'),
            preset: (preset) => t(`range.${preset}`),
          }}
        />
        {range.range ? null : <Notice>{t('range.invalid')}</Notice>}
      </Card>
      {range.range ? children : null}
    </div>
  );
}
