import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OperatorDraw } from '@portal/shared/schemas/lottery';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { PageHeader } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { DrawFilters } from './draws-screen';
import { fairChecks, FairBadge } from './fair-check';
import { DRAWS, gameName } from './lottery-calls';
import { DrawStateBadge, LotteryTabs } from './lottery-tabs';
import styles from './lottery.module.css';

const FILTERS = ['gameCode', 'day', 'state', 'kind'] as const;
const idOf = (row: OperatorDraw) => row.drawId;

/**
 * The provably fair seeds of the fast draws (`/lottery/seeds`), for audit: each draw's committed
 * hash and, once drawn, its revealed seed, checked in the browser with the shared code (sha256 of
 * the seed equals the hash; the seed recomputes the published result).
 */
export default function SeedsScreen() {
  const { t, i18n } = useTranslation('lottery');
  const navigate = useNavigate();
  const list = useListState(FILTERS, { filters: { state: 'settled' } });
  const query = useOperatorList<OperatorDraw>(DRAWS, { ...list.query, kind: 'fast' });
  const language = i18n.language;

  const columns = useMemo<TableColumn<OperatorDraw>[]>(
    () => [
      {
        id: 'draw',
        header: t('seeds.draw'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <>
            <span className={styles.strong}>{gameName(row.original.gameCode, language)}</span>
            <span className={`${styles.small} ${styles.mono}`}>{row.original.numero}</span>
            <span className={styles.small}>{formatSiteTime(row.original.drawAt)}</span>
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
        id: 'seed',
        header: `${t('fair.hash')} / ${t('fair.seed')}`,
        cell: ({ row }) => (
          <>
            <span className={styles.small}>
              {t('fair.hash')}: <span className={styles.mono}>{row.original.seedHash ?? '—'}</span>
            </span>
            <span className={styles.small}>
              {t('fair.seed')}:{' '}
              <span className={styles.mono}>{row.original.seed ?? t('fair.notRevealed')}</span>
            </span>
          </>
        ),
      },
      {
        id: 'check',
        header: t('fair.check'),
        meta: { shrink: true },
        cell: ({ row }) => {
          const checks = fairChecks(row.original);
          return (
            <>
              <FairBadge verdict={checks.hash} label={t('fair.check')} />
              <span className={styles.small}>
                {t('fair.sheetCheck')}:{' '}
                <FairBadge verdict={checks.sheet} label={t('fair.sheetCheck')} />
              </span>
            </>
          );
        },
      },
    ],
    [t, language],
  );

  return (
    <>
      <PageHeader title={t('seeds.title')} description={t('seeds.description')} />
      <LotteryTabs />
      <DataTable
        label={t('seeds.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={idOf}
        emptyText={t('seeds.empty')}
        onOpen={(row) => navigate(`/lottery/draws/${encodeURIComponent(row.drawId)}`)}
        toolbar={<DrawFilters list={list} fastOnly />}
      />
    </>
  );
}
