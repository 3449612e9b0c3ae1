import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SettlementRun } from '@portal/shared/schemas/agency-console';
import { contractKinds, type OperatorSettleValue } from '@portal/shared/schemas/contracts';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { Can } from '../../auth/staff-context';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { RUNS, useAgencyAction } from './api';

export const runLink = (run: Pick<SettlementRun, 'schedule' | 'periodStart'>) =>
  `/agency/settlements/run?${new URLSearchParams({ schedule: run.schedule, periodStart: run.periodStart })}`;

/** Settlement runs per kind and period, and settling now (finance). */
export default function RunsScreen() {
  const { t } = useTranslation('agency');
  const locale = currentLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListState(['kind', 'from', 'to'] as const, { pageSize: 25 });
  const query = useOperatorList<SettlementRun>(RUNS, list.query);
  const [settling, setSettling] = useState(false);
  const settle = useAgencyAction<OperatorSettleValue, void>(() => [
    '/contracts/settle',
    { body: {} },
  ]);

  const columns = useMemo<TableColumn<SettlementRun>[]>(
    () => [
      { id: 'kind', header: t('column.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
      {
        id: 'schedule',
        header: t('column.schedule'),
        cell: ({ row }) => t(`schedule.${row.original.schedule}`),
      },
      {
        id: 'start',
        header: t('column.periodStart'),
        cell: ({ row }) => formatSiteTime(row.original.periodStart),
      },
      {
        id: 'end',
        header: t('column.periodEnd'),
        cell: ({ row }) => formatSiteTime(row.original.periodEnd),
      },
      {
        id: 'settled',
        header: t('column.settledAt'),
        cell: ({ row }) => formatSiteTime(row.original.settledAt),
      },
      {
        id: 'settlements',
        header: t('column.settlements'),
        meta: { numeric: true },
        cell: ({ row }) => formatCount(row.original.settlements, locale),
      },
      {
        id: 'paid',
        header: t('column.paid'),
        meta: { numeric: true },
        cell: ({ row }) => formatCount(row.original.paid, locale),
      },
      {
        id: 'gross',
        header: t('column.gross'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.gross, locale),
      },
      {
        id: 'amount',
        header: t('column.amount'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.amount, locale),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader
        title={t('runs.title')}
        description={t('runs.description')}
        actions={
          <Can permission="agency.settle">
            <Button variant="primary" onClick={() => setSettling(true)}>
              {t('runs.settleNow')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('runs.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => `${row.schedule}|${row.periodStart}`}
        onOpen={(row) => navigate(runLink(row))}
        emptyText={t('runs.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('runs.kind')}
              value={list.filters.kind}
              onChange={(kind) => list.setFilters({ kind })}
              allLabel={t('runs.anyKind')}
              options={contractKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
            <FilterText
              type="date"
              label={t('range.from')}
              value={list.filters.from}
              onChange={(from) => list.setFilters({ from })}
            />
            <FilterText
              type="date"
              label={t('range.to')}
              value={list.filters.to}
              onChange={(to) => list.setFilters({ to })}
            />
          </>
        }
      />
      <ConfirmDialog
        open={settling}
        onOpenChange={setSettling}
        title={t('runs.settleTitle')}
        description={t('runs.settleDescription')}
        confirmLabel={t('runs.settleConfirm')}
        onConfirm={async () => {
          const result = await settle.mutateAsync();
          toast(
            t('runs.settled', {
              count: result.periods.length,
              amount: formatAmount(
                result.periods.reduce((sum, period) => sum + period.paid, 0),
                locale,
              ),
            }),
          );
        }}
      />
    </>
  );
}
