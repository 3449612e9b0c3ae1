import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_CONSOLE_STATES,
  PROMOTION_KINDS,
} from '@portal/shared/schemas/promotions/constants';
import type { OperatorPromotionListItem } from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { csvUrl, useOperatorList } from '../../api/lists';
import { Can, useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import { languagesLabel } from '../content/kit/languages';
import { PromotionStateBadge } from './promotion-state-badge';
import { PROMOTIONS, promotionName, useInvalidate } from './promotion-calls';
import styles from './promotions.module.css';

/** Every promotion with its state now, schedule and order; filters in the URL; archive. */
export default function PromotionsScreen() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const canManage = useCan()('engagement.manage');
  const list = useListState(['state', 'kind', 'q'] as const, { sort: 'sortOrder' });
  const query = useOperatorList<OperatorPromotionListItem>(PROMOTIONS, list.query);
  const [archiving, setArchiving] = useState<OperatorPromotionListItem | null>(null);

  const columns = useMemo<TableColumn<OperatorPromotionListItem>[]>(
    () => [
      {
        id: 'promotion',
        header: t('list.promotion'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span>{promotionName(row.original)}</span>
            <span className={styles.muted}>
              {row.original.code} ·{' '}
              {languagesLabel(Object.keys(row.original.contents), t('list.allLanguages'))}
            </span>
          </span>
        ),
      },
      {
        id: 'kind',
        header: t('list.kind'),
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {t(`kind.${row.original.kind}`)} · {t(`type.${row.original.type}`)}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('list.state'),
        cell: ({ row }) => <PromotionStateBadge state={row.original.state} />,
      },
      {
        id: 'schedule',
        header: t('list.schedule'),
        meta: { sort: 'startsAt' },
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span className={styles.nowrap}>{formatSiteTime(row.original.startsAt)} →</span>
            <span className={styles.nowrap}>
              {row.original.endsAt ? formatSiteTime(row.original.endsAt) : t('list.noEnd')}
            </span>
          </span>
        ),
      },
      {
        id: 'participants',
        header: t('list.participants'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => row.original.participants,
      },
      {
        id: 'order',
        header: t('list.order'),
        meta: { sort: 'sortOrder', numeric: true, shrink: true },
        cell: ({ row }) => row.original.sortOrder,
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: '',
              meta: { shrink: true },
              cell: ({ row }) =>
                row.original.status === 'archived' ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={(event) => {
                      event.stopPropagation();
                      setArchiving(row.original);
                    }}
                  >
                    {t('list.archive')}
                  </Button>
                ),
            } satisfies TableColumn<OperatorPromotionListItem>,
          ]
        : []),
    ],
    [t, canManage],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Can permission="engagement.manage">
            <Button variant="primary" onClick={() => navigate('/promotions/new')}>
              {t('list.new')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('list.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(PROMOTIONS, list.query), name: 'promotions' }}
        onOpen={(row) => navigate(`/promotions/${row.id}`)}
        emptyText={t('list.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('filter.state')}
              value={list.filters.state}
              onChange={(state) => list.setFilters({ state })}
              allLabel={t('filter.all')}
              options={PROMOTION_CONSOLE_STATES.map((value) => ({
                value,
                label: t(`state.${value}`),
              }))}
            />
            <FilterSelect
              label={t('filter.kind')}
              value={list.filters.kind}
              onChange={(kind) => list.setFilters({ kind })}
              allLabel={t('filter.all')}
              options={PROMOTION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            />
            <FilterText
              label={t('filter.search')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
          </>
        }
      />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => (open ? null : setArchiving(null))}
        title={t('list.archiveTitle', { name: archiving ? promotionName(archiving) : '' })}
        description={t('list.archiveText')}
        confirmLabel={t('list.archive')}
        variant="danger"
        onConfirm={async () => {
          await api(`${PROMOTIONS}/${archiving!.id}`, { method: 'DELETE' });
          await invalidate(PROMOTIONS);
          setArchiving(null);
          toast(t('list.archived'));
        }}
      />
    </>
  );
}
