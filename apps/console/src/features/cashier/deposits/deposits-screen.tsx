import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_STATUSES,
  type OperatorDeposit,
  type OperatorDepositsValue,
} from '@portal/shared/schemas/deposit';
import { csvUrl, useOperatorList } from '../../../api/lists';
import { useCan } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterSelect } from '../../../components/form/fields';
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
import { DEPOSITS, useDepositChannels, useDepositDecision } from './deposit-calls';
import { DepositDetail } from './deposit-detail';
import { depositTone } from './deposit-status';

const FILTERS = [...QUEUE_FILTERS, 'channel'] as const;
const orderNoOf = (row: OperatorDeposit) => row.orderNo;
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * The deposit queue (`/cashier/deposits`): pending orders first and oldest first, the money the
 * filtered queue holds, the receipt image, and confirm or reject with a reason, by mouse or by
 * key (j/k, Enter, c, r, ?).
 */
export default function DepositsScreen() {
  const { t } = useTranslation('cashier');
  const toast = useToast();
  const canDecide = useCan()('cashier.decide');
  const now = useNow();
  const list = useListState(FILTERS, { sort: 'createdAt', filters: { status: 'pending' } });
  const apiQuery = apiQueryOf(list);
  const query = useOperatorList<OperatorDeposit, OperatorDepositsValue>(DEPOSITS, apiQuery);
  const channels = useDepositChannels();
  const { confirm, reject } = useDepositDecision();
  const [opened, setOpened] = useState<OperatorDeposit | null>(null);
  const [confirming, setConfirming] = useState<OperatorDeposit | null>(null);
  const [rejecting, setRejecting] = useState<OperatorDeposit | null>(null);
  const [help, setHelp] = useState(false);
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  // The open order as the latest list has it (its state moves after a decision).
  const openedNow = opened ? (rows.find((row) => row.orderNo === opened.orderNo) ?? opened) : null;

  const actions = useMemo<QueueAction<OperatorDeposit>[]>(() => {
    const pending = (row: OperatorDeposit) => canDecide && row.status === 'pending';
    return [
      { key: 'c', label: t('keys.confirm'), applies: pending, run: setConfirming },
      { key: 'r', label: t('keys.reject'), applies: pending, run: setRejecting },
    ];
  }, [canDecide, t]);
  const shortcuts = useShortcuts(canDecide ? actions : []);
  const keys = useQueueKeys({
    rows,
    getId: orderNoOf,
    onOpen: setOpened,
    onHelp: () => setHelp(true),
    actions,
  });

  const columns = useMemo<TableColumn<OperatorDeposit>[]>(
    () => [
      {
        id: 'order',
        header: t('column.order'),
        cell: ({ row }) => (
          <>
            <span className={styles.mono}>{row.original.orderNo}</span>
            <span className={styles.small}>{row.original.channel.name}</span>
          </>
        ),
      },
      {
        id: 'member',
        header: t('column.member'),
        cell: ({ row }) => (
          <>
            {row.original.memberAccount}
            <span className={styles.small}>{row.original.memberPayeeName ?? '—'}</span>
            {row.original.payerName ? (
              <span className={styles.payer}>
                {t('column.payerName')}:{' '}
                <NameCheck name={row.original.payerName} realName={row.original.memberPayeeName} />
              </span>
            ) : null}
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
            <Badge tone={depositTone[row.original.status]}>
              {t(`deposit.status.${row.original.status}`)}
            </Badge>
            <span className={styles.small}>
              {row.original.channel.type !== 'bank_transfer'
                ? t(`deposit.type.${row.original.channel.type}`)
                : row.original.hasReceipt
                  ? t('deposit.hasReceipt')
                  : t('deposit.noReceipt')}
            </span>
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
              cell: ({ row }: { row: { original: OperatorDeposit } }) =>
                row.original.status === 'pending' ? (
                  <div className={styles.rowActions} onClick={stop}>
                    <Button size="sm" variant="primary" onClick={() => setConfirming(row.original)}>
                      {t('deposit.confirm')}
                    </Button>
                    <Button size="sm" onClick={() => setRejecting(row.original)}>
                      {t('deposit.reject')}
                    </Button>
                  </div>
                ) : null,
            } satisfies TableColumn<OperatorDeposit>,
          ]
        : []),
    ],
    [t, now, canDecide],
  );

  const decided = (text: string) => {
    toast(text);
    setOpened(null);
  };

  return (
    <>
      <PageHeader title={t('deposit.title')} description={t('deposit.description')} />
      <ShortcutsHint shortcuts={shortcuts} onShowAll={() => setHelp(true)} />
      <DataTable
        label={t('deposit.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={orderNoOf}
        csv={{ url: csvUrl(DEPOSITS, apiQuery), name: 'deposits' }}
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
                ...DEPOSIT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`deposit.status.${status}`),
                })),
              ]}
            />
            <FilterSelect
              label={t('filter.channel')}
              value={list.filters.channel}
              onChange={(channel) => list.setFilters({ channel })}
              allLabel={t('filter.allChannels')}
              options={(channels.data ?? []).map((channel) => ({
                value: channel.code,
                label: channel.name,
              }))}
            />
            <QueueFilterInputs list={list} />
          </>
        }
      />
      <DepositDetail
        deposit={openedNow}
        onClose={() => setOpened(null)}
        canDecide={canDecide}
        onConfirm={(deposit) => {
          setOpened(null);
          setConfirming(deposit);
        }}
        onReject={(deposit) => {
          setOpened(null);
          setRejecting(deposit);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('deposit.confirmTitle', { orderNo: confirming?.orderNo })}
        description={t('deposit.confirmText', {
          amount: `${formatAmount(confirming?.amount, currentLocale())} ${confirming?.currency ?? ''}`,
          member: confirming?.memberAccount,
        })}
        confirmLabel={t('deposit.confirmButton')}
        onConfirm={async () => {
          const orderNo = confirming!.orderNo;
          await confirm.mutateAsync(orderNo);
          decided(t('deposit.confirmed', { orderNo }));
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('deposit.rejectTitle', { orderNo: rejecting?.orderNo })}
        description={t('deposit.rejectText')}
        confirmLabel={t('deposit.rejectButton')}
        variant="danger"
        reason={{ label: t('deposit.rejectReasonLabel') }}
        onConfirm={async (reason) => {
          const orderNo = rejecting!.orderNo;
          await reject.mutateAsync({ orderNo, reason });
          decided(t('deposit.rejected', { orderNo }));
        }}
      />
      <ShortcutsDialog open={help} onOpenChange={setHelp} shortcuts={shortcuts} />
    </>
  );
}
