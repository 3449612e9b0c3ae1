import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { GAME_CLASSIFIES } from '@portal/shared/schemas/games';
import {
  GAME_FLAGS,
  type GameFlag,
  type OperatorGame,
  type UpdateGamePayload,
} from '@portal/shared/schemas/games-operator';
import { csvUrl, useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState, type ListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../components/ui/primitives';
import { formatAmount } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { FlagSwitch } from './flag-switch';
import { GameEditDialog } from './game-edit-dialog';
import { GamesTabs } from './games-tabs';
import { GAMES, useUpdateGame, useVendorCodes } from './games-calls';
import styles from './games.module.css';

const FILTERS = ['q', 'vendor', 'category', 'classify', 'flags'] as const;
const idOf = (row: OperatorGame) => String(row.id);

/** The flags a row toggles, each with the field that changes and how it reads when on. */
const TOGGLES = [
  { flag: 'maintenance', field: 'maintenance', tone: 'warning' },
  { flag: 'hot', field: 'isHot', tone: 'default' },
  { flag: 'new', field: 'isNew', tone: 'default' },
  { flag: 'enabled', field: 'enabled', tone: 'default' },
] as const;

/**
 * The game catalogue (`/games`): every game in any state, searched and filtered on the server;
 * the content desk toggles maintenance, hot, new and enabled inline and edits a game's minimum
 * bet, classify and order. The portal's lists show a change at once.
 */
export default function GamesScreen() {
  const { t } = useTranslation('games');
  const toast = useToast();
  const canManage = useCan()('games.manage');
  const list = useListState(FILTERS, { sort: 'sort' });
  const query = useOperatorList<OperatorGame>(GAMES, list.query);
  const vendors = useVendorCodes();
  const update = useUpdateGame();
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (
    game: OperatorGame,
    flag: string,
    change: UpdateGamePayload,
    on: boolean,
  ) => {
    const key = `${game.id}:${flag}`;
    setBusy(key);
    const text = t(`flag.${flag}`);
    try {
      await update.mutateAsync({ id: game.id, change });
      toast(t(on ? 'flag.changedOn' : 'flag.changedOff', { name: game.name, flag: text }));
    } catch (error) {
      toast(errorText(error, String(error)), 'danger');
    } finally {
      setBusy((current) => (current === key ? null : current));
    }
  };

  const columns = useMemo<TableColumn<OperatorGame>[]>(
    () => [
      {
        id: 'name',
        header: t('catalogue.game'),
        meta: { sort: 'name' },
        cell: ({ row }) => (
          <>
            <span className={styles.name}>{row.original.name}</span>
            <span className={`${styles.small} ${styles.mono}`}>{row.original.nodeId}</span>
            {row.original.vendorMaintenance ? (
              <span className={styles.stateNote}>{t('flag.vendorMaintenance')}</span>
            ) : null}
            {!row.original.vendorEnabled ? (
              <span className={styles.stateNote}>{t('flag.vendorDisabled')}</span>
            ) : null}
          </>
        ),
      },
      {
        id: 'vendor',
        header: t('catalogue.vendor'),
        cell: ({ row }) => (
          <>
            {row.original.vendorTitle}
            <span className={styles.small}>
              {t(`category.${row.original.category}`)} · {t(`kind.${row.original.kind}`)}
            </span>
          </>
        ),
      },
      {
        id: 'classify',
        header: t('catalogue.classify'),
        meta: { shrink: true },
        cell: ({ row }) => (row.original.classify ? t(`classify.${row.original.classify}`) : '—'),
      },
      {
        id: 'minBet',
        header: t('catalogue.minBet'),
        meta: { sort: 'minBet', numeric: true, shrink: true },
        cell: ({ row }) =>
          row.original.kind === 'VASSALAGE' ? (
            '—'
          ) : (
            <span className={styles.money}>
              {formatAmount(row.original.minBet, currentLocale())}
            </span>
          ),
      },
      {
        id: 'sort',
        header: t('catalogue.order'),
        meta: { sort: 'sort', numeric: true, shrink: true },
        cell: ({ row }) => row.original.sort,
      },
      {
        id: 'flags',
        header: t('catalogue.flags'),
        cell: ({ row }) => {
          const game = row.original;
          const values = {
            maintenance: game.maintenance,
            hot: game.isHot,
            new: game.isNew,
            enabled: game.enabled,
          };
          return (
            <div className={styles.flagRow}>
              {TOGGLES.map(({ flag, field, tone }) => (
                <FlagSwitch
                  key={flag}
                  label={t('flag.on', { flag: t(`flag.${flag}`), name: game.name })}
                  text={t(`flag.${flag}`)}
                  checked={values[flag]}
                  tone={tone}
                  editable={canManage}
                  busy={busy === `${game.id}:${flag}`}
                  onChange={(next) => void toggle(game, flag, { [field]: next }, next)}
                />
              ))}
            </div>
          );
        },
      },
      ...(canManage
        ? [
            {
              id: 'edit',
              header: '',
              meta: { shrink: true },
              cell: ({ row }: { row: { original: OperatorGame } }) => (
                <Button
                  size="sm"
                  aria-label={t('catalogue.editLabel', { name: row.original.name })}
                  onClick={() => setEditing(row.original)}
                >
                  {t('catalogue.edit')}
                </Button>
              ),
            } satisfies TableColumn<OperatorGame>,
          ]
        : []),
    ],
    // toggle reads the latest state; the columns change with the role, language and busy flag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, canManage, busy],
  );

  return (
    <>
      <PageHeader title={t('catalogue.title')} description={t('catalogue.description')} />
      <GamesTabs />
      <DataTable
        label={t('catalogue.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={idOf}
        csv={{ url: csvUrl(GAMES, list.query), name: 'games' }}
        emptyText={t('catalogue.empty')}
        toolbar={
          <>
            <FilterText
              label={t('filter.search')}
              placeholder={t('filter.searchHint')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
            <FilterSelect
              label={t('filter.vendor')}
              value={list.filters.vendor}
              onChange={(vendor) => list.setFilters({ vendor })}
              allLabel={t('filter.allVendors')}
              options={(vendors.data ?? []).map((code) => ({ value: code, label: code }))}
            />
            <FilterSelect
              label={t('filter.category')}
              value={list.filters.category}
              onChange={(category) => list.setFilters({ category })}
              allLabel={t('filter.allCategories')}
              options={GAME_CATEGORIES.map((category) => ({
                value: category,
                label: t(`category.${category}`),
              }))}
            />
            <FilterSelect
              label={t('filter.classify')}
              value={list.filters.classify}
              onChange={(classify) => list.setFilters({ classify })}
              allLabel={t('filter.allClassifies')}
              options={GAME_CLASSIFIES.map((classify) => ({
                value: classify,
                label: t(`classify.${classify}`),
              }))}
            />
            <FlagFilter list={list} />
          </>
        }
      />
      {canManage ? <GameEditDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** Check boxes narrowing the list to games holding every checked flag (`flags=hot,new`). */
function FlagFilter({ list }: { list: ListState<(typeof FILTERS)[number]> }) {
  const { t } = useTranslation('games');
  const chosen = new Set(list.filters.flags.split(',').filter(Boolean) as GameFlag[]);
  const flip = (flag: GameFlag) => {
    const next = new Set(chosen);
    if (next.has(flag)) next.delete(flag);
    else next.add(flag);
    list.setFilters({ flags: GAME_FLAGS.filter((value) => next.has(value)).join(',') });
  };
  return (
    <fieldset className={styles.checksGroup} style={{ border: 0, margin: 0, padding: 0 }}>
      <legend style={{ padding: 0 }}>{t('filter.flags')}</legend>
      <div className={styles.checks}>
        {GAME_FLAGS.map((flag) => (
          <label key={flag}>
            <input type="checkbox" checked={chosen.has(flag)} onChange={() => flip(flag)} />
            {t(`flag.${flag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
