import { useMemo } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  memberBetSchema,
  memberBonusSchema,
  memberDepositSchema,
  memberLedgerEntrySchema,
  memberLoginSchema,
  memberNoteSchema,
  memberSessionSchema,
  memberWithdrawalSchema,
} from '@portal/shared/schemas/operator-members';
import { csvUrl, useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Badge } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { memberPath } from './api';
import styles from './members.module.css';

type Ledger = z.infer<typeof memberLedgerEntrySchema>;
type Deposit = z.infer<typeof memberDepositSchema>;
type Withdrawal = z.infer<typeof memberWithdrawalSchema>;
type Bet = z.infer<typeof memberBetSchema>;
type Bonus = z.infer<typeof memberBonusSchema>;
type Session = z.infer<typeof memberSessionSchema>;
type Login = z.infer<typeof memberLoginSchema>;
type Note = z.infer<typeof memberNoteSchema>;

/** One list of the member page: paged by the server, its page in the URL, exportable as CSV. */
function MemberList<T extends RowData>({
  memberId,
  name,
  label,
  columns,
  getRowId,
}: {
  memberId: number;
  name: string;
  label: string;
  columns: TableColumn<T>[];
  getRowId: (row: T) => string;
}) {
  const list = useListState([] as const);
  const path = `${memberPath(memberId)}/${name}`;
  const query = useOperatorList<T>(path, list.query);
  return (
    <DataTable
      label={label}
      columns={columns}
      query={query}
      list={list}
      getRowId={getRowId}
      csv={{ url: csvUrl(path, list.query), name: `member-${memberId}-${name}` }}
    />
  );
}

function money<T extends RowData>(
  t: TFunction<'members'>,
  key: 'amount' | 'stake' | 'payout',
  value: (row: T) => number,
): TableColumn<T> {
  return {
    id: key,
    header: () => t(`list.${key}`),
    meta: { numeric: true },
    cell: ({ row }) => formatAmount(value(row.original), currentLocale()),
  };
}

/** A signed amount: green when it adds to the wallet, red when it takes from it. */
function Signed({ value, points }: { value: number; points?: boolean }) {
  const locale = currentLocale();
  return (
    <span className={value < 0 ? styles.amountOut : styles.amountIn}>
      {points ? formatCount(value, locale) : formatAmount(value, locale)}
    </span>
  );
}

function useColumns<T extends RowData>(build: (t: TFunction<'members'>) => TableColumn<T>[]) {
  const { t, i18n } = useTranslation('members');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build(t), [t, i18n.language]);
}

export function LedgerList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Ledger>((t) => [
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.time),
    },
    { accessorKey: 'kind', header: () => t('list.kind') },
    {
      id: 'wallet',
      header: () => t('list.wallet'),
      cell: ({ row }) =>
        row.original.vendor
          ? `${row.original.wallet} · ${row.original.vendor}`
          : row.original.wallet,
    },
    {
      id: 'amount',
      header: () => t('list.amount'),
      meta: { numeric: true },
      cell: ({ row }) => (
        <Signed value={row.original.amount} points={row.original.wallet === 'points'} />
      ),
    },
    {
      id: 'balanceAfter',
      header: () => t('list.balanceAfter'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.wallet === 'points'
          ? formatCount(row.original.balanceAfter, currentLocale())
          : formatAmount(row.original.balanceAfter, currentLocale()),
    },
    { accessorKey: 'reference', header: () => t('list.reference') },
    {
      accessorKey: 'memo',
      header: () => t('list.memo'),
      cell: ({ getValue }) => getValue() || '—',
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="ledger"
      label={t('tab.ledger')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export function DepositsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Deposit>((t) => [
    { accessorKey: 'orderNo', header: () => t('list.order') },
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    { accessorKey: 'channel', header: () => t('list.channel') },
    money<Deposit>(t, 'amount', (row) => row.amount),
    {
      accessorKey: 'status',
      header: () => t('list.status'),
      cell: ({ row }) => <Badge>{row.original.status}</Badge>,
    },
    {
      id: 'credited',
      header: () => t('list.credited'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.creditedAt),
    },
    {
      accessorKey: 'payerName',
      header: () => t('list.payer'),
      cell: ({ getValue }) => getValue() ?? '—',
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="deposits"
      label={t('tab.deposits')}
      columns={columns}
      getRowId={(row) => row.orderNo}
    />
  );
}

export function WithdrawalsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Withdrawal>((t) => [
    { accessorKey: 'orderNo', header: () => t('list.order') },
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    money<Withdrawal>(t, 'amount', (row) => row.amount),
    {
      accessorKey: 'status',
      header: () => t('list.status'),
      cell: ({ row }) => <Badge>{row.original.status}</Badge>,
    },
    {
      id: 'bank',
      header: () => t('list.bank'),
      cell: ({ row }) => `${row.original.bankCode} ${row.original.accountNumber}`,
    },
    {
      id: 'decided',
      header: () => t('list.decided'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.decidedAt),
    },
    {
      accessorKey: 'decidedBy',
      header: () => t('list.decidedBy'),
      cell: ({ getValue }) => getValue() ?? '—',
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="withdrawals"
      label={t('tab.withdrawals')}
      columns={columns}
      getRowId={(row) => row.orderNo}
    />
  );
}

export function BetsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Bet>((t) => [
    {
      id: 'time',
      header: () => t('list.started'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    { accessorKey: 'game', header: () => t('list.game') },
    { accessorKey: 'category', header: () => t('list.category'), meta: { shrink: true } },
    money<Bet>(t, 'stake', (row) => row.stake),
    money<Bet>(t, 'payout', (row) => row.payout),
    {
      accessorKey: 'status',
      header: () => t('list.status'),
      cell: ({ row }) => <Badge>{row.original.status}</Badge>,
    },
    {
      accessorKey: 'roundId',
      header: () => t('list.round'),
      cell: ({ getValue }) => <span className={styles.mark}>{String(getValue())}</span>,
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="bets"
      label={t('tab.bets')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export function BonusesList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Bonus>((t) => [
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.issuedAt),
    },
    {
      id: 'bonus',
      header: () => t('list.bonus'),
      cell: ({ row }) => row.original.title ?? row.original.bonusNo ?? row.original.id,
    },
    { accessorKey: 'source', header: () => t('list.source') },
    money<Bonus>(t, 'amount', (row) => row.amount),
    {
      accessorKey: 'state',
      header: () => t('list.status'),
      cell: ({ row }) => <Badge>{row.original.state}</Badge>,
    },
    {
      id: 'turnover',
      header: () => t('list.turnover'),
      meta: { numeric: true },
      cell: ({ row }) =>
        `${formatAmount(row.original.turnoverPlayed, currentLocale())} / ${formatAmount(row.original.turnoverRequired, currentLocale())}`,
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="bonuses"
      label={t('tab.bonuses')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export function SessionsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Session>((t) => [
    {
      id: 'started',
      header: () => t('list.started'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    {
      id: 'lastSeen',
      header: () => t('list.lastSeen'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.lastSeenAt),
    },
    { accessorKey: 'ip', header: () => t('list.ip') },
    { accessorKey: 'loginType', header: () => t('list.login') },
    {
      id: 'remembered',
      header: () => t('list.remembered'),
      cell: ({ row }) => (row.original.remembered ? t('list.yes') : t('list.no')),
    },
    {
      accessorKey: 'userAgent',
      header: () => t('list.browser'),
      cell: ({ getValue }) => <span className={styles.muted}>{String(getValue() || '—')}</span>,
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="sessions"
      label={t('tab.sessions')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export function LoginsList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Login>((t) => [
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.at),
    },
    {
      accessorKey: 'outcome',
      header: () => t('list.outcome'),
      cell: ({ row }) => (
        <Badge
          tone={
            row.original.outcome === 'success'
              ? 'success'
              : row.original.outcome === 'verification_required'
                ? 'warning'
                : 'danger'
          }
        >
          {t(`outcome.${row.original.outcome}`)}
        </Badge>
      ),
    },
    { accessorKey: 'ip', header: () => t('list.ip') },
    { accessorKey: 'loginType', header: () => t('list.login') },
    {
      accessorKey: 'userAgent',
      header: () => t('list.browser'),
      cell: ({ getValue }) => <span className={styles.muted}>{String(getValue() || '—')}</span>,
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="logins"
      label={t('tab.logins')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}

export function NotesList({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const columns = useColumns<Note>((t) => [
    {
      id: 'time',
      header: () => t('list.time'),
      meta: { shrink: true },
      cell: ({ row }) => formatSiteTime(row.original.createdAt),
    },
    {
      accessorKey: 'staff',
      header: () => t('list.staff'),
      meta: { shrink: true },
      cell: ({ getValue }) => getValue() ?? '—',
    },
    {
      accessorKey: 'body',
      header: () => t('list.note'),
      cell: ({ getValue }) => <span style={{ whiteSpace: 'pre-wrap' }}>{String(getValue())}</span>,
    },
  ]);
  return (
    <MemberList
      memberId={memberId}
      name="notes"
      label={t('tab.notes')}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}
