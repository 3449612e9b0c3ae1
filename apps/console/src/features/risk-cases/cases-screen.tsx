import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RISK_CASE_STATES,
  RISK_RULES,
  type RiskCaseSummary,
} from '@portal/shared/schemas/risk-cases';
import { csvUrl, useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Badge, PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import styles from './risk-cases.module.css';

export const STATE_TONES = { open: 'warning', in_review: 'info', closed: 'neutral' } as const;

/** The risk desk's queue: cases open or in review first, filtered by state, rule, member, day. */
export default function CasesScreen() {
  const { t } = useTranslation('riskCases');
  const navigate = useNavigate();
  const list = useListState(['state', 'rule', 'member', 'from', 'to'] as const, {
    filters: { state: 'live' },
  });
  const { state, ...others } = list.query;
  const query = {
    ...others,
    ...(state === 'live' ? { live: 'true' } : state === 'all' ? {} : { state }),
  };
  const cases = useOperatorList<RiskCaseSummary>('/risk-cases', query);

  const columns = useMemo<TableColumn<RiskCaseSummary>[]>(
    () => [
      {
        id: 'case',
        header: () => t('queue.case'),
        meta: { shrink: true },
        cell: ({ row }) => <Link to={`/risk-cases/${row.original.id}`}>#{row.original.id}</Link>,
      },
      {
        id: 'rule',
        header: () => t('queue.rule'),
        cell: ({ row }) => t(`rule.${row.original.rule}`),
      },
      {
        id: 'state',
        header: () => t('queue.state'),
        cell: ({ row }) => (
          <span>
            <Badge tone={STATE_TONES[row.original.state]}>{t(`state.${row.original.state}`)}</Badge>
            {row.original.outcome ? (
              <span className={styles.muted}> {t(`outcome.${row.original.outcome}`)}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'member',
        header: () => t('queue.member'),
        cell: ({ row }) => (
          <Link to={`/members/${row.original.memberId}`}>{row.original.memberAccount}</Link>
        ),
      },
      { accessorKey: 'memberCount', header: () => t('queue.members'), meta: { numeric: true } },
      { accessorKey: 'eventCount', header: () => t('queue.events'), meta: { numeric: true } },
      {
        accessorKey: 'assignee',
        header: () => t('queue.assignee'),
        cell: ({ getValue }) => getValue() ?? '—',
      },
      {
        id: 'opened',
        header: () => t('queue.opened'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.openedAt),
      },
      {
        id: 'lastEvent',
        header: () => t('queue.lastEvent'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.lastEventAt),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        description={t('queue.description')}
        actions={<Link to="/risk-cases/rules">{t('nav.rules')}</Link>}
      />
      <DataTable
        label={t('queue.title')}
        columns={columns}
        query={cases}
        list={list}
        getRowId={(row) => String(row.id)}
        onOpen={(row) => void navigate(`/risk-cases/${row.id}`)}
        csv={{ url: csvUrl('/risk-cases', query), name: 'risk-cases' }}
        emptyText={t('queue.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('queue.state')}
              value={list.filters.state}
              onChange={(next) => list.setFilters({ state: next })}
              options={[
                { value: 'live', label: t('queue.live') },
                ...RISK_CASE_STATES.map((value) => ({ value, label: t(`state.${value}`) })),
                { value: 'all', label: t('queue.anyState') },
              ]}
            />
            <FilterSelect
              label={t('queue.rule')}
              value={list.filters.rule}
              onChange={(rule) => list.setFilters({ rule })}
              allLabel={t('queue.anyRule')}
              options={RISK_RULES.map((value) => ({ value, label: t(`rule.${value}`) }))}
            />
            <FilterText
              label={t('queue.member')}
              value={list.filters.member}
              placeholder={t('queue.memberPlaceholder')}
              onChange={(member) => list.setFilters({ member })}
            />
            <FilterText
              label={t('queue.from')}
              type="date"
              value={list.filters.from}
              onChange={(from) => list.setFilters({ from })}
            />
            <FilterText
              label={t('queue.to')}
              type="date"
              value={list.filters.to}
              onChange={(to) => list.setFilters({ to })}
            />
          </>
        }
      />
    </>
  );
}
