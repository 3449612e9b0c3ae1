import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditActionsValue, AuditEntryValue } from '@portal/shared/schemas/operator';
import { api } from '../../api/client';
import { csvUrl, useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { actionOptions, memberLink, readableDetails } from './audit-format';
import styles from './audit.module.css';

const PATH = '/audit';

/** The audit trail: who did what to what, when and from where, with every detail readable. */
export default function AuditScreen() {
  const { t } = useTranslation('audit');
  const list = useListState(['staff', 'action', 'target', 'from', 'to'] as const);
  const query = useOperatorList<AuditEntryValue>(PATH, list.query);
  const actions = useQuery({
    queryKey: ['operator', PATH, 'actions'],
    queryFn: ({ signal }) => api<AuditActionsValue>(`${PATH}/actions`, { signal }),
    staleTime: 60_000,
  });
  const filtering = Object.values(list.filters).some(Boolean);

  const columns = useMemo<TableColumn<AuditEntryValue>[]>(
    () => [
      {
        id: 'time',
        header: t('time'),
        meta: { sort: 'createdAt', shrink: true },
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatSiteTime(row.original.createdAt)}</span>
        ),
      },
      {
        id: 'staff',
        header: t('staff'),
        meta: { shrink: true },
        cell: ({ row }) =>
          row.original.staffUsername ?? (
            <span className={styles.muted}>
              {row.original.staffId === null ? t('system') : `#${row.original.staffId}`}
            </span>
          ),
      },
      {
        id: 'action',
        header: t('action'),
        meta: { shrink: true },
        cell: ({ row }) => <code className={styles.code}>{row.original.action}</code>,
      },
      {
        id: 'target',
        header: t('target'),
        cell: ({ row }) => {
          const link = memberLink(row.original.target);
          if (link) {
            return (
              <Link to={link} className={styles.code}>
                {row.original.target}
              </Link>
            );
          }
          return row.original.target ? (
            <code className={styles.code}>{row.original.target}</code>
          ) : (
            <span className={styles.muted}>—</span>
          );
        },
      },
      {
        id: 'ip',
        header: t('ip'),
        meta: { shrink: true },
        cell: ({ row }) => <span className={styles.code}>{row.original.ip ?? '—'}</span>,
      },
      {
        id: 'details',
        header: t('details'),
        cell: ({ row }) => {
          const count = Object.keys(row.original.details).length;
          if (count === 0) return <span className={styles.muted}>—</span>;
          return (
            <details className={styles.details} onClick={(event) => event.stopPropagation()}>
              <summary>{t('fields', { count })}</summary>
              <pre>{readableDetails(row.original.details)}</pre>
            </details>
          );
        },
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(PATH, list.query), name: 'audit' }}
        emptyText={t('empty')}
        toolbar={
          <>
            <FilterText
              label={t('staff')}
              value={list.filters.staff}
              onChange={(staff) => list.setFilters({ staff })}
              placeholder={t('staffPlaceholder')}
            />
            <FilterSelect
              label={t('action')}
              value={list.filters.action}
              onChange={(action) => list.setFilters({ action })}
              allLabel={t('allActions')}
              options={actionOptions(actions.data?.list ?? []).map((option) => ({
                value: option.value,
                label: option.prefix
                  ? t('family', { family: option.value.slice(0, -2) })
                  : option.value,
              }))}
            />
            <FilterText
              label={t('target')}
              value={list.filters.target}
              onChange={(target) => list.setFilters({ target })}
              placeholder="member:42, member:*"
            />
            <FilterText
              label={t('from')}
              type="date"
              value={list.filters.from}
              onChange={(from) => list.setFilters({ from })}
            />
            <FilterText
              label={t('to')}
              type="date"
              value={list.filters.to}
              onChange={(to) => list.setFilters({ to })}
            />
            {filtering ? (
              <Button size="sm" variant="ghost" onClick={list.clearFilters}>
                {t('common:action.clearFilters')}
              </Button>
            ) : null}
          </>
        }
      />
    </>
  );
}
