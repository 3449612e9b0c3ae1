import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KYC_CASE_STATES, type KycCaseRow } from '@portal/shared/schemas/kyc';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Badge, PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { caseTone, KYC_CASES_PATH } from './kyc-calls';

/** The review queue: pending checks first, the oldest first; a row opens the case. */
export default function KycQueueScreen() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const list = useListState(['state', 'username'] as const);
  const query = useOperatorList<KycCaseRow>(KYC_CASES_PATH, list.query);
  const filtering = Object.values(list.filters).some(Boolean);

  const columns = useMemo<TableColumn<KycCaseRow>[]>(
    () => [
      { id: 'id', header: '#', meta: { shrink: true }, cell: ({ row }) => row.original.id },
      { id: 'member', header: t('member'), cell: ({ row }) => row.original.username },
      {
        id: 'state',
        header: t('state'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Badge tone={caseTone[row.original.state]}>{t(`states.${row.original.state}`)}</Badge>
        ),
      },
      {
        id: 'submittedAt',
        header: t('submittedAt'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.submittedAt),
      },
      {
        id: 'decided',
        header: t('decidedBy'),
        cell: ({ row }) =>
          row.original.decidedAt
            ? `${row.original.decidedBy ?? '—'} · ${formatSiteTime(row.original.decidedAt)}`
            : '—',
      },
      {
        id: 'reason',
        header: t('reason'),
        cell: ({ row }) =>
          row.original.rejectionReason ? t(`reasons.${row.original.rejectionReason}`) : '—',
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
        onOpen={(row) => void navigate(`/kyc/${row.id}`)}
        emptyText={t('empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('state')}
              value={list.filters.state}
              onChange={(state) => list.setFilters({ state })}
              allLabel={t('allStates')}
              options={KYC_CASE_STATES.map((state) => ({
                value: state,
                label: t(`states.${state}`),
              }))}
            />
            <FilterText
              label={t('member')}
              value={list.filters.username}
              onChange={(username) => list.setFilters({ username })}
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
