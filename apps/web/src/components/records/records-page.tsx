import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Pager } from '../ui/pager';
import { Spinner } from '../ui/spinner';
import styles from './records.module.css';

interface RecordsPageProps<T> {
  title: string;
  filters: ReactNode;
  /** Shown under the filters. */
  note?: ReactNode;
  /** Why the chosen range cannot be read, in words; nothing is asked then. */
  problem: string | null;
  query: UseQueryResult<T>;
  /** The title of the failure, above its explanation and the retry. */
  loadFailed: string;
  /** What the loaded answer shows. */
  children: (value: T) => ReactNode;
}

/** A member centre records page: its heading, filters, and the range's answer in every state. */
export function RecordsPage<T>({
  title,
  filters,
  note,
  problem,
  query,
  loadFailed,
  children,
}: RecordsPageProps<T>) {
  const headingId = useId();
  let body;
  if (problem !== null) {
    body = (
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
    );
  } else if (query.isPending) {
    body = <Spinner />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title={loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = children(query.data);
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {filters}
      {note}
      {body}
    </section>
  );
}

interface PagedRecordsProps {
  /** The page of the answer: its rows, its number and how many there are. */
  value: { list: readonly unknown[]; page: number; totalPages: number };
  /** Said instead of the table when the range holds nothing. */
  empty: string;
  table: ReactNode;
  onPageChange: (page: number) => void;
  /** The pager's accessible name. */
  pagerLabel: string;
}

/** One page of rows and the pager, or the empty state. */
export function PagedRecords({ value, empty, table, onPageChange, pagerLabel }: PagedRecordsProps) {
  const compactPager = useMediaQuery(PHONE_QUERY);
  if (value.list.length === 0) return <EmptyState description={empty} />;
  return (
    <>
      {table}
      <Pager
        page={value.page}
        totalPages={value.totalPages}
        onPageChange={onPageChange}
        compact={compactPager}
        label={pagerLabel}
      />
    </>
  );
}
