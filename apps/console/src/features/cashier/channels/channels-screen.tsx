import { useMemo, useState, type MouseEvent } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorDepositChannel } from '@portal/shared/schemas/deposit';
import { api, operatorUrl } from '../../../api/client';
import type { Page } from '../../../api/lists';
import { useCan } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { Button } from '../../../components/ui/button';
import { Badge, PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { Money } from '../queue/order-parts';
import styles from '../cashier.module.css';
import { CHANNELS, useDepositChannels } from '../deposits/deposit-calls';
import { CreateChannelDialog, EditChannelDialog } from './channel-form';

const idOf = (row: OperatorDepositChannel) => String(row.id);
const stop = (event: MouseEvent) => event.stopPropagation();

/** 10000 basis points = 1.00×. */
const multiplier = (bps: number) => `${(bps / 10_000).toFixed(2)}×`;

function useSwitchChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: OperatorDepositChannel) =>
      api<OperatorDepositChannel>(`${CHANNELS}/${channel.id}`, {
        method: 'PUT',
        body: { enabled: !channel.enabled },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', CHANNELS] }),
  });
}

/**
 * The deposit channels (`/cashier/channels`): every channel with its limits, turnover and the
 * account it pays into; finance creates channels, edits their limits and switches them.
 */
export default function ChannelsScreen() {
  const { t } = useTranslation('cashier');
  const toast = useToast();
  const canManage = useCan()('cashier.channels.manage');
  const list = useListState([] as const);
  const channels = useDepositChannels();
  const switchChannel = useSwitchChannel();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorDepositChannel | null>(null);

  // The channels come whole (a few dozen); the table pages them here.
  const all = channels.data;
  const page = useMemo<Page<OperatorDepositChannel> | undefined>(
    () =>
      all && {
        list: all.slice((list.page - 1) * list.pageSize, list.page * list.pageSize),
        page: list.page,
        pageSize: list.pageSize,
        total: all.length,
      },
    [all, list.page, list.pageSize],
  );
  const query = { ...channels, data: page } as UseQueryResult<Page<OperatorDepositChannel>>;

  const flip = async (channel: OperatorDepositChannel) => {
    try {
      await switchChannel.mutateAsync(channel);
      toast(
        t(channel.enabled ? 'channel.switchedOff' : 'channel.switchedOn', { code: channel.code }),
      );
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'danger');
    }
  };

  const columns = useMemo<TableColumn<OperatorDepositChannel>[]>(
    () => [
      {
        id: 'code',
        header: t('channel.code'),
        cell: ({ row }) => <span className={styles.mono}>{row.original.code}</span>,
      },
      {
        id: 'name',
        header: t('channel.name'),
        cell: ({ row }) => (
          <>
            {row.original.name}
            <span className={styles.small}>{t(`deposit.type.${row.original.type}`)}</span>
          </>
        ),
      },
      {
        id: 'limits',
        header: t('channel.limits'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <>
            <Money amount={row.original.minAmount} /> – <Money amount={row.original.maxAmount} />
          </>
        ),
      },
      {
        id: 'turnover',
        header: t('channel.turnover'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => multiplier(row.original.turnoverBps),
      },
      {
        id: 'payInto',
        header: t('channel.payInto'),
        cell: ({ row }) => {
          const bank = row.original.bankAccount;
          return bank ? (
            <>
              {bank.bankName}
              <span className={styles.small}>
                {bank.accountName} · {bank.accountNumber}
              </span>
            </>
          ) : (
            <span className={styles.muted}>{row.original.gatewayKind ?? '—'}</span>
          );
        },
      },
      {
        id: 'sort',
        header: t('channel.order'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => row.original.sort,
      },
      {
        id: 'status',
        header: t('column.status'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Badge tone={row.original.enabled ? 'success' : 'neutral'}>
            {t(row.original.enabled ? 'channel.enabled' : 'channel.disabled')}
          </Badge>
        ),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: t('column.actions'),
              meta: { shrink: true },
              cell: ({ row }: { row: { original: OperatorDepositChannel } }) => (
                <div className={styles.rowActions} onClick={stop}>
                  <Button size="sm" onClick={() => setEditing(row.original)}>
                    {t('channel.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant={row.original.enabled ? 'danger' : 'primary'}
                    onClick={() => void flip(row.original)}
                  >
                    {t(row.original.enabled ? 'channel.disable' : 'channel.enable')}
                  </Button>
                </div>
              ),
            } satisfies TableColumn<OperatorDepositChannel>,
          ]
        : []),
    ],
    // flip reads the latest mutation; the columns change with the role and language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canManage],
  );

  return (
    <>
      <PageHeader
        title={t('channel.title')}
        description={t('channel.description')}
        actions={
          canManage ? (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('channel.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t('channel.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={idOf}
        csv={{ url: operatorUrl(CHANNELS, { format: 'csv' }), name: 'deposit-channels' }}
      />
      {canManage ? (
        <>
          <CreateChannelDialog open={creating} onClose={() => setCreating(false)} />
          <EditChannelDialog channel={editing} onClose={() => setEditing(null)} />
        </>
      ) : null}
    </>
  );
}
