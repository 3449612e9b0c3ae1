import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_STATUSES, type Adjustment } from '@portal/shared/schemas/balance-adjustments';
import { csvUrl, useOperatorList } from '../../api/lists';
import { useCan, useStaff } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { useAdjustmentThreshold, useOperatorAction } from './api';
import { ThresholdButton } from './threshold-dialog';
import styles from './members.module.css';

type Decision = { adjustment: Adjustment; kind: 'approve' | 'decline' } | null;

const TONES = { pending: 'warning', applied: 'success', declined: 'neutral' } as const;

/** The approval queue of balance adjustments: a second staff member approves or declines. */
export default function AdjustmentsScreen() {
  const { t } = useTranslation('members');
  const can = useCan();
  const { staff } = useStaff();
  const toast = useToast();
  const threshold = useAdjustmentThreshold();
  const list = useListState(['status'] as const, { filters: { status: 'pending' } });
  // "All" is an explicit choice in the URL (status=all): the queue opens on what is pending.
  const query = useOperatorList<Adjustment>('/adjustments', {
    ...list.query,
    status: list.filters.status === 'all' ? undefined : list.filters.status,
  });
  const [decision, setDecision] = useState<Decision>(null);
  const decide = useOperatorAction<
    Adjustment,
    { id: number; kind: 'approve' | 'decline'; reason: string }
  >(({ id, kind, reason }) => [
    `/adjustments/${id}/${kind}`,
    { body: kind === 'decline' ? { reason } : {} },
  ]);
  const mayDecide = can('members.adjust.approve');

  const columns = useMemo<TableColumn<Adjustment>[]>(
    () => [
      {
        accessorKey: 'reference',
        header: () => t('adjustments.reference'),
        meta: { shrink: true },
      },
      {
        id: 'created',
        header: () => t('adjustments.created'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.createdAt),
      },
      {
        id: 'member',
        header: () => t('adjustments.member'),
        cell: ({ row }) => (
          <Link to={`/members/${row.original.memberId}`}>{row.original.username}</Link>
        ),
      },
      {
        id: 'amount',
        header: () => t('adjustments.amount'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className={row.original.amount < 0 ? styles.amountOut : styles.amountIn}>
            {formatAmount(row.original.amount, currentLocale())} {row.original.currency}
          </span>
        ),
      },
      { accessorKey: 'reason', header: () => t('adjustments.reason') },
      {
        accessorKey: 'requestedBy',
        header: () => t('adjustments.requestedBy'),
        cell: ({ getValue }) => getValue() ?? '—',
      },
      {
        id: 'status',
        header: () => t('adjustments.state'),
        cell: ({ row }) => (
          <span className={styles.stack}>
            <Badge tone={TONES[row.original.status]}>
              {t(`adjustmentStatus.${row.original.status}`)}
            </Badge>
            {row.original.decidedBy ? (
              <span className={styles.muted}>
                {row.original.decidedBy} · {formatSiteTime(row.original.decidedAt)}
              </span>
            ) : null}
            {row.original.declineReason ? (
              <span className={styles.muted}>{row.original.declineReason}</span>
            ) : null}
          </span>
        ),
      },
      ...(mayDecide
        ? [
            {
              id: 'actions',
              header: () => t('adjustments.actions'),
              meta: { shrink: true },
              cell: ({ row }) => {
                const adjustment = row.original;
                if (adjustment.status !== 'pending') return null;
                // The requester never decides their own adjustment (the server refuses it too).
                if (adjustment.requestedById === staff?.id) {
                  return <span className={styles.muted}>{t('adjustments.yours')}</span>;
                }
                return (
                  <span className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => setDecision({ adjustment, kind: 'approve' })}
                    >
                      {t('adjustments.approve')}
                    </Button>
                    <Button size="sm" onClick={() => setDecision({ adjustment, kind: 'decline' })}>
                      {t('adjustments.decline')}
                    </Button>
                  </span>
                );
              },
            } satisfies TableColumn<Adjustment>,
          ]
        : []),
    ],
    [t, mayDecide, staff?.id],
  );

  const limit = threshold.data
    ? formatAmount(threshold.data.approvalThreshold, currentLocale())
    : '…';
  const current = decision?.adjustment;
  return (
    <>
      <PageHeader
        title={t('adjustments.title')}
        description={t('adjustments.description', { threshold: limit })}
        actions={can('site.manage') ? <ThresholdButton /> : null}
      />
      <DataTable
        label={t('adjustments.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{
          url: csvUrl('/adjustments', {
            ...list.query,
            status: list.filters.status === 'all' ? undefined : list.filters.status,
          }),
          name: 'adjustments',
        }}
        emptyText={list.filters.status === 'pending' ? t('adjustments.empty') : undefined}
        toolbar={
          <FilterSelect
            label={t('adjustments.status')}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            options={[
              ...ADJUSTMENT_STATUSES.map((status) => ({
                value: status,
                label: t(`adjustmentStatus.${status}`),
              })),
              { value: 'all', label: t('adjustments.anyStatus') },
            ]}
          />
        }
      />
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => {
          if (!open) setDecision(null);
        }}
        title={
          current
            ? t(
                decision?.kind === 'approve'
                  ? 'adjustments.approveTitle'
                  : 'adjustments.declineTitle',
                {
                  reference: current.reference,
                },
              )
            : ''
        }
        description={
          current && decision?.kind === 'approve'
            ? t('adjustments.approveDescription', {
                amount: `${formatAmount(current.amount, currentLocale())} ${current.currency}`,
                username: current.username,
              })
            : current?.reason
        }
        confirmLabel={
          decision?.kind === 'approve' ? t('adjustments.approve') : t('adjustments.decline')
        }
        variant={decision?.kind === 'approve' ? 'primary' : 'danger'}
        {...(decision?.kind === 'decline'
          ? { reason: { label: t('adjustments.declineReason') } }
          : {})}
        onConfirm={async (reason) => {
          if (!current || !decision) return;
          await decide.mutateAsync({ id: current.id, kind: decision.kind, reason });
          toast(
            t(decision.kind === 'approve' ? 'adjustments.approved' : 'adjustments.declined', {
              reference: current.reference,
            }),
          );
        }}
      />
    </>
  );
}
