import { useState } from 'react';
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

const FILTERS = ['staff', 'action', 'target', 'from', 'to'] as const;

/** `member:12` links to that member's page; other targets are shown as they are. */
function Target({ target }: { target: string }) {
  const member = /^member:(\d+)$/.exec(target);
  if (member) return <Link to={`/members/${member[1]}`}>{target}</Link>;
  return <span>{target || '—'}</span>;
}

function Details({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  if (Object.keys(details).length === 0) return <span>—</span>;
  return (
    <div>
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('hideDetails') : t('showDetails')}
      </Button>
      {open ? (
        <pre
          style={{
            margin: '6px 0 0',
            padding: 8,
            maxWidth: 520,
            overflowX: 'auto',
            background: 'var(--surface-2)',
            borderRadius: 6,
            fontSize: 12,
          }}
        >
          {JSON.stringify(details, null, 2)}
        </pre>
      ) : null}
    </div>
  );
}

/** The audit trail: filter by staff, action, target and site days; read each line's details; CSV. */
export default function AuditScreen() {
  const { t } = useTranslation('audit');
  const list = useListState(FILTERS);
  const query = useOperatorList<AuditEntryValue>('/audit', list.query);
  const actions = useQuery({
    queryKey: ['operator', '/audit/actions'],
    queryFn: ({ signal }) => api<AuditActionsValue>('/audit/actions', { signal }),
    staleTime: 60_000,
  });

  const columns: TableColumn<AuditEntryValue>[] = [
    {
      id: 'createdAt',
      header: t('time'),
      meta: { sort: 'createdAt', shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    {
      id: 'staff',
      header: t('staff'),
      meta: { shrink: true },
      cell: ({ row }) => row.original.staffUsername ?? t('adminCommand'),
    },
    {
      id: 'action',
      header: t('action'),
      meta: { shrink: true },
      cell: ({ row }) => <code>{row.original.action}</code>,
    },
    {
      id: 'target',
      header: t('target'),
      cell: ({ row }) => <Target target={row.original.target} />,
    },
    {
      id: 'ip',
      header: t('ip'),
      meta: { shrink: true },
      cell: ({ row }) => row.original.ip ?? '—',
    },
    {
      id: 'details',
      header: t('details'),
      cell: ({ row }) => <Details details={row.original.details} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        label={t('label')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl('/audit', list.query), name: 'audit' }}
        toolbar={
          <>
            <FilterText
              label={t('staff')}
              value={list.filters.staff}
              onChange={(staff) => list.setFilters({ staff })}
            />
            <FilterSelect
              label={t('action')}
              value={list.filters.action}
              allLabel={t('anyAction')}
              options={(actions.data?.list ?? []).map((action) => ({
                value: action,
                label: action,
              }))}
              onChange={(action) => list.setFilters({ action })}
            />
            <FilterText
              label={t('target')}
              placeholder={t('targetHint')}
              value={list.filters.target}
              onChange={(target) => list.setFilters({ target })}
            />
            <FilterText
              type="date"
              label={t('from')}
              value={list.filters.from}
              onChange={(from) => list.setFilters({ from })}
            />
            <FilterText
              type="date"
              label={t('to')}
              value={list.filters.to}
              onChange={(to) => list.setFilters({ to })}
            />
          </>
        }
      />
    </>
  );
}
