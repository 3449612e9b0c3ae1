import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/lists';
import { currentLocale } from '../../lib/i18n';
import { Button } from '../ui/button';
import { EmptyState, ErrorAlert, ErrorState, Loading } from '../ui/primitives';
import { useToast } from '../ui/toast';
import { downloadCsv } from './csv-download';
import { nextSort, PAGE_SIZES, type ListState } from './list-state';
import styles from './data-table.module.css';

/** The console's tables render with TanStack Table's core; paging and sorting are the server's. */
export const tableCore = tableFeatures({});
// Columns of one table hold values of different types; the cell renderers narrow them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T extends RowData> = ColumnDef<typeof tableCore, T, any>;

declare module '@tanstack/table-core' {
  // The parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TFeatures, TData, TValue> {
    /** The server's sort field for this column; the header becomes a sort button. */
    sort?: string;
    /** Right-aligned tabular figures (amounts, counts). */
    numeric?: boolean;
    /** Kept to the width of its content. */
    shrink?: boolean;
  }
}

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: TableColumn<T>[];
  query: UseQueryResult<Page<T>>;
  list: ListState;
  getRowId: (row: T) => string;
  /** Filters and buttons above the table. */
  toolbar?: ReactNode;
  /** Summary beside the row count (e.g. the money the queue holds). */
  summary?: ReactNode;
  /** The URL of this list's CSV export (api/lists.ts csvUrl), or none. */
  csv?: { url: string; name: string };
  /** Rows open with a click or Enter. */
  onOpen?: (row: T) => void;
  /** The row the keyboard is on (queues move with j/k); highlighted. */
  activeRowId?: string | null;
  emptyText?: ReactNode;
  /** A row of the list's totals, shown under the rows with the same columns (reports). */
  totals?: T | null;
}

/**
 * A server-paged list: sortable headers, page and page-size controls, CSV export, loading and
 * empty and failed states, the previous page kept while the next loads. State lives in the URL
 * (list-state.ts).
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  query,
  list,
  getRowId,
  toolbar,
  summary,
  csv,
  onOpen,
  activeRowId,
  emptyText,
  totals,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const page = query.data;
  const rows = page?.list ?? EMPTY;
  const table = useTable({
    features: tableCore,
    columns,
    data: rows as T[],
    getRowId: (row) => getRowId(row),
  });
  const foot = useTable({
    features: tableCore,
    columns,
    data: (totals && rows.length > 0 ? [totals] : EMPTY) as T[],
    getRowId: () => 'totals',
  });

  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const first = total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(total, list.page * list.pageSize);
  const locale = currentLocale();

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadCsv(csv.url, csv.name);
      toast(t('table.exported'));
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    }
  };

  return (
    <div className={styles.wrap}>
      {toolbar || csv ? (
        <div className={styles.toolbar}>
          <div className={styles.filters}>{toolbar}</div>
          {csv ? (
            <Button size="sm" onClick={exportCsv} busy={exporting}>
              {t('table.exportCsv')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ErrorAlert error={exportError} />
      <div className={styles.meta} aria-live="polite">
        <span>
          {query.isPending
            ? t('state.loading')
            : t('table.showing', {
                first: first.toLocaleString(locale),
                last: last.toLocaleString(locale),
                total: total.toLocaleString(locale),
              })}
        </span>
        {summary ? <span className={styles.summary}>{summary}</span> : null}
        {query.isFetching && !query.isPending ? (
          <span className={styles.refreshing}>{t('table.refreshing')}</span>
        ) : null}
      </div>
      <div className={styles.scroll} data-busy={query.isFetching || undefined}>
        <table className={styles.table} aria-label={label} aria-rowcount={total}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const field = meta?.sort;
                  const direction =
                    field && list.sort === field
                      ? 'ascending'
                      : field && list.sort === `-${field}`
                        ? 'descending'
                        : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={field ? (direction ?? 'none') : undefined}
                      className={[meta?.numeric ? 'num' : '', meta?.shrink ? styles.shrink : '']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {header.isPlaceholder ? null : field ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => list.setSort(nextSort(list.sort, field))}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className={styles.sortMark}>
                            {direction === 'ascending'
                              ? '▲'
                              : direction === 'descending'
                                ? '▼'
                                : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-active={row.id === activeRowId || undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row.original) : undefined}
                onKeyDown={onOpen ? (event) => onRowKey(event, row.original) : undefined}
                className={onOpen ? styles.clickable : undefined}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={[meta?.numeric ? 'num' : '', meta?.shrink ? styles.shrink : '']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {foot.getRowModel().rows.length > 0 ? (
            <tfoot>
              {foot.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cell.column.columnDef.meta?.numeric ? 'num' : undefined}
                    >
                      <foot.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
        {query.isPending ? <Loading /> : null}
        {query.isError && !page ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : null}
        {page && rows.length === 0 ? <EmptyState title={emptyText ?? t('table.empty')} /> : null}
      </div>
      <nav className={styles.pager} aria-label={t('table.pages')}>
        <label className={styles.pageSize}>
          {t('table.perPage')}
          <select
            value={list.pageSize}
            onChange={(event) => list.setPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span>{t('table.pageOf', { page: list.page, pages })}</span>
        <Button size="sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
          {t('table.previous')}
        </Button>
        <Button size="sm" disabled={list.page >= pages} onClick={() => list.setPage(list.page + 1)}>
          {t('table.next')}
        </Button>
      </nav>
    </div>
  );
}

const EMPTY: never[] = [];
