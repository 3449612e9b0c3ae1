import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { drawStates, lotteryKinds } from '@portal/shared/schemas/lottery/constants';
import type { OperatorDraw } from '@portal/shared/schemas/lottery';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState, type ListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { PageHeader } from '../../components/ui/primitives';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { DRAWS, LOTTERY_GAME_CODES, gameName } from './lottery-calls';
import { DrawStateBadge, LotteryTabs } from './lottery-tabs';
import styles from './lottery.module.css';

const FILTERS = ['gameCode', 'day', 'state', 'kind'] as const;
const idOf = (row: OperatorDraw) => row.drawId;

/**
 * The draws (`/lottery`): by game and lottery day, with their state, who entered and confirmed
 * the result, and the money; a row opens the draw.
 */
export default function DrawsScreen() {
  const { t, i18n } = useTranslation('lottery');
  const navigate = useNavigate();
  const list = useListState(FILTERS);
  const query = useOperatorList<OperatorDraw>(DRAWS, list.query);
  const language = i18n.language;

  const columns = useMemo<TableColumn<OperatorDraw>[]>(
    () => [
      {
        id: 'draw',
        header: t('draws.draw'),
        cell: ({ row }) => (
          <>
            <span className={styles.strong}>{gameName(row.original.gameCode, language)}</span>
            <span className={`${styles.small} ${styles.mono} ${styles.nowrap}`}>
              {row.original.drawId}
            </span>
            <span className={styles.small}>
              {t(`kind.${row.original.kind}`)} · {t(`region.${row.original.region}`)}
            </span>
          </>
        ),
      },
      {
        id: 'drawAt',
        header: t('draws.drawAt'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <>
            {formatSiteTime(row.original.drawAt)}
            <span className={styles.small}>
              {t('draws.closeAt')} {formatSiteTime(row.original.closeAt).slice(11)}
            </span>
          </>
        ),
      },
      {
        id: 'state',
        header: t('draws.state'),
        meta: { shrink: true },
        cell: ({ row }) => <DrawStateBadge state={row.original.state} />,
      },
      {
        id: 'operators',
        header: t('draws.operators'),
        cell: ({ row }) =>
          row.original.enteredBy ? (
            <>
              <span className={styles.small}>{row.original.enteredBy}</span>
              <span className={styles.small}>{row.original.confirmedBy ?? '…'}</span>
            </>
          ) : (
            '—'
          ),
      },
      {
        id: 'tickets',
        header: t('draws.tickets'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.tickets, currentLocale()),
      },
      {
        id: 'stakes',
        header: t('draws.stakes'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatAmount(row.original.stakes, currentLocale()),
      },
      {
        id: 'payouts',
        header: t('draws.payouts'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatAmount(row.original.payouts, currentLocale()),
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader title={t('draws.title')} description={t('draws.description')} />
      <LotteryTabs />
      <DataTable
        label={t('draws.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={idOf}
        emptyText={t('draws.empty')}
        onOpen={(row) => navigate(`/lottery/draws/${encodeURIComponent(row.drawId)}`)}
        toolbar={<DrawFilters list={list} />}
      />
    </>
  );
}

/** The draw lists' filters: game, lottery day, state and (optionally) kind. */
export function DrawFilters({
  list,
  fastOnly = false,
}: {
  list: ListState<(typeof FILTERS)[number]>;
  fastOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('lottery');
  const games = LOTTERY_GAME_CODES.filter((game) => !fastOnly || game.code.startsWith('vnf'));
  return (
    <>
      <FilterSelect
        label={t('filter.game')}
        value={list.filters.gameCode}
        onChange={(gameCode) => list.setFilters({ gameCode })}
        allLabel={t('filter.allGames')}
        options={games.map((game) => ({
          value: game.code,
          label: gameName(game.code, i18n.language),
        }))}
      />
      <FilterText
        type="date"
        label={t('filter.day')}
        value={list.filters.day}
        onChange={(day) => list.setFilters({ day })}
      />
      <FilterSelect
        label={t('filter.state')}
        value={list.filters.state}
        onChange={(state) => list.setFilters({ state })}
        allLabel={t('filter.allStates')}
        options={drawStates.map((state) => ({ value: state, label: t(`state.${state}`) }))}
      />
      {fastOnly ? null : (
        <FilterSelect
          label={t('filter.kind')}
          value={list.filters.kind}
          onChange={(kind) => list.setFilters({ kind })}
          allLabel={t('filter.allKinds')}
          options={lotteryKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        />
      )}
    </>
  );
}
