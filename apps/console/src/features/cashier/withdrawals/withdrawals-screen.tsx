import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  withdrawalStatuses,
  type OperatorWithdrawal,
  type OperatorWithdrawalPage,
} from '@portal/shared/schemas/withdrawal';
import { csvUrl, useOperatorList } from '../../../api/lists';
import { useCan } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Badge, PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { Age, Money, NameCheck, QueueHolds, useNow } from '../queue/order-parts';
import { ALL, apiQueryOf, QUEUE_FILTERS, QueueFilterInputs } from '../queue/queue-filters';
import { ShortcutsDialog, ShortcutsHint, useShortcuts } from '../queue/shortcuts';
import { useQueueKeys, type QueueAction } from '../queue/use-queue-keys';
import styles from '../cashier.module.css';
import { ApproveDialog } from './approve-dialog';
import { useWithdrawalDecision, WITHDRAWALS } from './withdrawal-calls';
import { ReceiptStateText, WithdrawalDetail, type WithdrawalAction } from './withdrawal-detail';
import { disputed, withdrawalTone } from './withdrawal-status';

const FILTERS = [...QUEUE_FILTERS, 'bank'] as const;
const DISPUTED = 'not_received,partial';
const orderNoOf = (row: OperatorWithdrawal) => row.orderNo;
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The withdrawal queue (`/cashier/withdrawals`): requests oldest first, what the filtered queue
 * holds, the account to pay beside the member's real name, the receipt step as the member sees
 * it; approve and mark paid with the bank's slip, reject with a reason, refund or close a disputed
 * receipt. Keys: j/k, Enter, a, r, ?.
 */
export default function WithdrawalsScreen() {
  const { t } = useTranslation('cashier');
  const toast = useToast();
  const canDecide = useCan()('cashier.decide');
  const now = useNow();
  const list = useListState(FILTERS, { sort: 'createdAt', filters: { status: 'pending' } });
  const apiQuery = apiQueryOf(list);
  const query = useOperatorList<OperatorWithdrawal, OperatorWithdrawalPage>(WITHDRAWALS, apiQuery);
  const { approve, reject, resolve } = useWithdrawalDecision();
  const [opened, setOpened] = useState<OperatorWithdrawal | null>(null);
  const [acting, setActing] = useState<{
    action: WithdrawalAction;
    order: OperatorWithdrawal;
  } | null>(null);
  const [help, setHelp] = useState(false);
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  const openedNow = opened ? (rows.find((row) => row.orderNo === opened.orderNo) ?? opened) : null;

  const act = useCallback(
    (action: WithdrawalAction) => (order: OperatorWithdrawal) => {
      setOpened(null);
      setActing({ action, order });
    },
    [],
  );
  const actions = useMemo<QueueAction<OperatorWithdrawal>[]>(() => {
    const pending = (row: OperatorWithdrawal) => canDecide && row.status === 'pending';
    return [
      { key: 'a', label: t('keys.approve'), applies: pending, run: act('approve') },
      { key: 'r', label: t('keys.reject'), applies: pending, run: act('reject') },
    ];
  }, [canDecide, t, act]);
  const shortcuts = useShortcuts(canDecide ? actions : []);
  const keys = useQueueKeys({
    rows,
    getId: orderNoOf,
    onOpen: setOpened,
    onHelp: () => setHelp(true),
    actions,
  });

  const columns = useMemo<TableColumn<OperatorWithdrawal>[]>(
    () => [
      {
        id: 'order',
        header: t('column.order'),
        cell: ({ row }) => <span className={styles.mono}>{row.original.orderNo}</span>,
      },
      {
        id: 'member',
        header: t('column.member'),
        cell: ({ row }) => (
          <>
            {row.original.memberAccount}
            <span className={styles.small}>{row.original.memberPayeeName ?? '—'}</span>
          </>
        ),
      },
      {
        id: 'card',
        header: t('column.bankCard'),
        cell: ({ row }) => (
          <>
            <NameCheck name={row.original.holderName} realName={row.original.memberPayeeName} />
            <span className={styles.small}>
              {row.original.bankName} · {row.original.accountNumber}
            </span>
          </>
        ),
      },
      {
        id: 'amount',
        header: t('column.amount'),
        meta: { sort: 'amount', numeric: true },
        cell: ({ row }) => <Money amount={row.original.amount} currency={row.original.currency} />,
      },
      {
        id: 'status',
        header: t('column.status'),
        cell: ({ row }) => (
          <>
            <Badge tone={withdrawalTone[row.original.status]}>
              {t(`withdrawal.status.${row.original.status}`)}
            </Badge>
            {row.original.receiptState === 'none' ? null : (
              <span className={styles.note}>
                <ReceiptStateText order={row.original} />
              </span>
            )}
          </>
        ),
      },
      {
        id: 'createdAt',
        header: t('column.age'),
        meta: { sort: 'createdAt', shrink: true },
        cell: ({ row }) => <Age since={row.original.createdAt} now={now} />,
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('column.actions'),
              meta: { shrink: true },
              cell: ({ row }: { row: { original: OperatorWithdrawal } }) => (
                <RowActions order={row.original} onAction={(action) => act(action)(row.original)} />
              ),
            } satisfies TableColumn<OperatorWithdrawal>,
          ]
        : []),
    ],
    [t, now, canDecide, act],
  );

  const order = acting?.order ?? null;
  const amountOf = (value: number | null | undefined) =>
    `${formatAmount(value, currentLocale())} ${order?.currency ?? ''}`;
  const close = () => setActing(null);

  return (
    <>
      <PageHeader title={t('withdrawal.title')} description={t('withdrawal.description')} />
      <ShortcutsHint shortcuts={shortcuts} onShowAll={() => setHelp(true)} />
      <DataTable
        label={t('withdrawal.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={orderNoOf}
        csv={{ url: csvUrl(WITHDRAWALS, apiQuery), name: 'withdrawals' }}
        summary={<QueueHolds answer={query.data} rows={rows} />}
        onOpen={setOpened}
        activeRowId={keys.activeId}
        emptyText={t('queue.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('filter.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              options={[
                { value: ALL, label: t('filter.allStatuses') },
                ...withdrawalStatuses.map((status) => ({
                  value: status,
                  label: t(`withdrawal.status.${status}`),
                })),
                { value: DISPUTED, label: t('filter.disputed') },
              ]}
            />
            <FilterText
              label={t('filter.bank')}
              value={list.filters.bank}
              onChange={(bank) => list.setFilters({ bank: bank.toUpperCase() })}
            />
            <QueueFilterInputs list={list} />
          </>
        }
      />
      <WithdrawalDetail
        order={openedNow}
        onClose={() => setOpened(null)}
        canDecide={canDecide}
        onAction={(action, row) => act(action)(row)}
      />
      <ApproveDialog
        order={acting?.action === 'approve' ? acting.order : null}
        onClose={close}
        onApprove={async (body) => {
          const orderNo = acting!.order.orderNo;
          await approve.mutateAsync({ orderNo, body });
          toast(t('withdrawal.approved', { orderNo }));
        }}
      />
      <ConfirmDialog
        open={acting?.action === 'reject'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('withdrawal.rejectTitle', { orderNo: order?.orderNo })}
        description={t('withdrawal.rejectText', { amount: amountOf(order?.amount) })}
        confirmLabel={t('withdrawal.rejectButton')}
        variant="danger"
        reason={{ label: t('withdrawal.rejectReasonLabel') }}
        onConfirm={async (reason) => {
          const orderNo = acting!.order.orderNo;
          await reject.mutateAsync({ orderNo, reason });
          toast(t('withdrawal.rejected', { orderNo }));
        }}
      />
      <ConfirmDialog
        open={acting?.action === 'refund'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('withdrawal.refundTitle', { orderNo: order?.orderNo })}
        description={t('withdrawal.refundText', {
          amount: amountOf(order?.remainderAmount ?? order?.amount),
        })}
        confirmLabel={t('withdrawal.refundButton')}
        reason={{ label: t('withdrawal.resolutionLabel') }}
        onConfirm={async (note) => {
          const orderNo = acting!.order.orderNo;
          await resolve.mutateAsync({ orderNo, how: 'refund', note });
          toast(t('withdrawal.refunded', { orderNo }));
        }}
      />
      <ConfirmDialog
        open={acting?.action === 'force'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('withdrawal.forceTitle', { orderNo: order?.orderNo })}
        description={t('withdrawal.forceText')}
        confirmLabel={t('withdrawal.forceButton')}
        variant="danger"
        reason={{ label: t('withdrawal.resolutionLabel') }}
        onConfirm={async (note) => {
          const orderNo = acting!.order.orderNo;
          await resolve.mutateAsync({ orderNo, how: 'force-received', note });
          toast(t('withdrawal.forced', { orderNo }));
        }}
      />
      <ShortcutsDialog open={help} onOpenChange={setHelp} shortcuts={shortcuts} />
    </>
  );
}

/** The row's next step, by its state: pay or reject a request, resolve a disputed receipt. */
function RowActions({
  order,
  onAction,
}: {
  order: OperatorWithdrawal;
  onAction: (action: WithdrawalAction) => void;
}) {
  const { t } = useTranslation('cashier');
  if (order.status === 'pending') {
    return (
      <div className={styles.rowActions} onClick={stop}>
        <Button size="sm" variant="primary" onClick={() => onAction('approve')}>
          {t('withdrawal.markPaid')}
        </Button>
        <Button size="sm" onClick={() => onAction('reject')}>
          {t('withdrawal.reject')}
        </Button>
      </div>
    );
  }
  if (disputed(order.status)) {
    return (
      <div className={styles.rowActions} onClick={stop}>
        <Button size="sm" variant="primary" onClick={() => onAction('refund')}>
          {t('withdrawal.refund')}
        </Button>
        <Button size="sm" onClick={() => onAction('force')}>
          {t('withdrawal.forceReceived')}
        </Button>
      </div>
    );
  }
  return null;
}
