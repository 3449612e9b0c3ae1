import { useMemo, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  POINT_REDEEM_STATUSES,
  POINT_REWARD_TYPES,
  type PointRedeemStatus,
} from '@portal/shared/schemas/points/constants';
import type { OperatorPointRedeem } from '@portal/shared/schemas/points';
import { api } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, PageHeader, type Tone } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatCount, formatSiteTime } from '../../lib/format';
import styles from './engagement.module.css';
import { PointsTabs } from './points-tabs';

const REDEEMS = '/points/redeems';
const stop = (event: MouseEvent) => event.stopPropagation();

export const REDEEM_TONE: Record<PointRedeemStatus, Tone> = {
  applying: 'warning',
  in_process: 'info',
  approved: 'success',
  rejected: 'danger',
};

type Decision = { redeem: OperatorPointRedeem; action: 'process' | 'approve' | 'reject' };

/** The redeem review queue (`/marketing/points/redeems`): physical items sent, approved, refused. */
export default function RedeemsScreen() {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canDecide = useCan()('engagement.decide');
  const list = useListState(['status', 'type', 'username'] as const);
  const query = useOperatorList<OperatorPointRedeem>(REDEEMS, list.query);
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const columns = useMemo<TableColumn<OperatorPointRedeem>[]>(
    () => [
      {
        id: 'transNo',
        header: t('redeems.transNo'),
        cell: ({ row }) => (
          <>
            {row.original.transNo}
            <span className={styles.small}>{formatSiteTime(row.original.applyTime)}</span>
          </>
        ),
      },
      { id: 'member', header: t('column.member'), cell: ({ row }) => row.original.username },
      {
        id: 'reward',
        header: t('redeems.reward'),
        cell: ({ row }) => (
          <>
            {row.original.name} × {row.original.quantity}
            <span className={styles.small}>{t(`rewardType.${row.original.type}`)}</span>
          </>
        ),
      },
      {
        id: 'points',
        header: t('catalogue.points'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.points, currentLocale()),
      },
      {
        id: 'status',
        header: t('column.status'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <>
            <Badge tone={REDEEM_TONE[row.original.status]}>
              {t(`redeemStatus.${row.original.status}`)}
            </Badge>
            {row.original.remark ? (
              <span className={styles.small}>{row.original.remark}</span>
            ) : null}
          </>
        ),
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('column.actions'),
              meta: { shrink: true },
              cell: ({ row }: { row: { original: OperatorPointRedeem } }) => {
                const redeem = row.original;
                const open = redeem.status === 'applying' || redeem.status === 'in_process';
                if (!open) return null;
                return (
                  <div className={styles.rowActions} onClick={stop}>
                    {redeem.status === 'applying' ? (
                      <Button size="sm" onClick={() => setDeciding({ redeem, action: 'process' })}>
                        {t('redeems.process')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => setDeciding({ redeem, action: 'approve' })}
                    >
                      {t('redeems.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setDeciding({ redeem, action: 'reject' })}
                    >
                      {t('redeems.reject')}
                    </Button>
                  </div>
                );
              },
            } satisfies TableColumn<OperatorPointRedeem>,
          ]
        : []),
    ],
    [t, canDecide],
  );

  const decide = async (reason: string) => {
    const { redeem, action } = deciding!;
    await api(`${REDEEMS}/${redeem.id}/${action}`, {
      method: 'POST',
      body: action === 'reject' ? { reason } : {},
    });
    toast(t(`redeems.done.${action}`, { transNo: redeem.transNo }));
    await client.invalidateQueries({ queryKey: ['operator', REDEEMS] });
  };

  return (
    <>
      <PageHeader title={t('points.title')} description={t('redeems.description')} />
      <PointsTabs />
      <DataTable
        label={t('redeems.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('redeems.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('column.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              allLabel={t('filter.all')}
              options={POINT_REDEEM_STATUSES.map((value) => ({
                value,
                label: t(`redeemStatus.${value}`),
              }))}
            />
            <FilterSelect
              label={t('catalogue.type')}
              value={list.filters.type}
              onChange={(type) => list.setFilters({ type })}
              allLabel={t('filter.all')}
              options={POINT_REWARD_TYPES.map((value) => ({
                value,
                label: t(`rewardType.${value}`),
              }))}
            />
            <FilterText
              label={t('column.member')}
              value={list.filters.username}
              onChange={(username) => list.setFilters({ username })}
            />
          </>
        }
      />
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={
          deciding
            ? t(`redeems.confirm.${deciding.action}`, { transNo: deciding.redeem.transNo })
            : ''
        }
        description={
          deciding
            ? t(`redeems.confirmBody.${deciding.action}`, {
                member: deciding.redeem.username,
                points: deciding.redeem.points,
              })
            : undefined
        }
        confirmLabel={deciding ? t(`redeems.${deciding.action}`) : ''}
        variant={deciding?.action === 'reject' ? 'danger' : 'primary'}
        reason={deciding?.action === 'reject' ? { label: t('redeems.reasonLabel') } : undefined}
        onConfirm={decide}
      />
    </>
  );
}
