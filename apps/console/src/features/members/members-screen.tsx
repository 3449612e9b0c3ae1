import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MEMBER_SEARCH_FIELDS,
  MEMBER_STATUSES,
  type MemberRow,
} from '@portal/shared/schemas/operator-members';
import { csvUrl, useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { MemberStatusBadge } from './member-status-badge';
import styles from './members.module.css';

/** The member search: one box, what it matches, a status; every choice kept in the URL. */
export default function MembersScreen() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const list = useListState(['q', 'by', 'status'] as const, { sort: '-id' });
  const query = useOperatorList<MemberRow>('/members', list.query);
  const columns = useMemo<TableColumn<MemberRow>[]>(
    () => [
      {
        accessorKey: 'username',
        header: () => t('column.username'),
        meta: { sort: 'username' },
        cell: ({ row }) => (
          <Link to={`/members/${row.original.id}`} onClick={(event) => event.stopPropagation()}>
            {row.original.username}
          </Link>
        ),
      },
      {
        accessorKey: 'realName',
        header: () => t('column.realName'),
        cell: ({ getValue }) => getValue() ?? '—',
      },
      {
        id: 'phone',
        header: () => t('column.phone'),
        cell: ({ row }) =>
          row.original.mobile ? `+${row.original.dialingCode ?? ''} ${row.original.mobile}` : '—',
      },
      {
        accessorKey: 'email',
        header: () => t('column.email'),
        cell: ({ getValue }) => getValue() ?? '—',
      },
      {
        accessorKey: 'status',
        header: () => t('column.status'),
        meta: { shrink: true },
        cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: 'vipLevel',
        header: () => t('column.vip'),
        meta: { numeric: true, shrink: true },
      },
      {
        accessorKey: 'registeredAt',
        header: () => t('column.registered'),
        meta: { sort: 'createdAt', shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.registeredAt),
      },
      {
        id: 'lastLogin',
        header: () => t('column.lastLogin'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <span className={styles.stack}>
            <span>{formatSiteTime(row.original.lastLoginAt)}</span>
            {row.original.lastLoginIp ? (
              <span className={styles.muted}>{row.original.lastLoginIp}</span>
            ) : null}
          </span>
        ),
      },
    ],
    [t],
  );
  const by = list.filters.by || 'username';
  return (
    <>
      <PageHeader title={t('search.title')} description={t('search.description')} />
      <DataTable
        label={t('search.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl('/members', list.query), name: 'members' }}
        onOpen={(row) => navigate(`/members/${row.id}`)}
        emptyText={t('search.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('search.by')}
              value={by}
              onChange={(next) => list.setFilters({ by: next === 'username' ? '' : next })}
              options={MEMBER_SEARCH_FIELDS.map((field) => ({
                value: field,
                label: t(`by.${field}`),
              }))}
            />
            <FilterText
              label={t('search.box')}
              value={list.filters.q}
              placeholder={t('search.placeholder')}
              onChange={(q) => list.setFilters({ q })}
            />
            <FilterSelect
              label={t('search.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              allLabel={t('search.anyStatus')}
              options={MEMBER_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              }))}
            />
          </>
        }
      />
    </>
  );
}
