import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS } from '@portal/shared/constants/site';
import type { OperatorBanner } from '@portal/shared/schemas/content-operator/banners';
import { CONTENT_STATES } from '@portal/shared/schemas/content-operator/fields';
import { api } from '../../../api/client';
import { csvUrl, useOperatorList, type Page } from '../../../api/lists';
import { Can } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { formatSiteTime } from '../../../lib/format';
import { useInvalidate } from '../api';
import { ReorderDialog } from '../kit/reorder-dialog';
import { languagesLabel } from '../kit/languages';
import { StateBadge } from '../kit/state-badge';
import styles from '../kit/kit.module.css';
import { bannerTitle } from './banner-form';

const PATH = '/banners';

/** Every banner of the portal's carousels: filters, state, order per group, CSV. */
export default function BannersScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const list = useListState(['groupName', 'state', 'q'] as const);
  const query = useOperatorList<OperatorBanner>(PATH, list.query);
  const [ordering, setOrdering] = useState(false);
  const group = list.filters.groupName;
  const groupList = useQuery({
    queryKey: ['operator', PATH, 'order', group],
    queryFn: ({ signal }) =>
      api<Page<OperatorBanner>>(PATH, { query: { groupName: group, pageSize: 100 }, signal }),
    enabled: ordering && group !== '',
  });

  const columns = useMemo<TableColumn<OperatorBanner>[]>(
    () => [
      {
        id: 'image',
        header: t('banners.image'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <img className={styles.thumb} src={row.original.imageUrl} alt="" loading="lazy" />
        ),
      },
      {
        id: 'title',
        header: t('field.title'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span>{bannerTitle(row.original) || t('banners.untitled')}</span>
            <span className={styles.langs}>
              {languagesLabel(Object.keys(row.original.translations), t('allLanguages'))}
            </span>
          </span>
        ),
      },
      {
        id: 'group',
        header: t('banners.group'),
        meta: { sort: 'sort' },
        cell: ({ row }) => (
          <span className={styles.nowrap}>{t(`group.${row.original.groupName}`)}</span>
        ),
      },
      {
        id: 'state',
        header: t('field.state'),
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      },
      {
        id: 'start',
        header: t('field.schedule'),
        meta: { sort: 'startTime' },
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {row.original.startTime ? formatSiteTime(row.original.startTime) : t('field.now')}
            {' → '}
            {row.original.endTime ? formatSiteTime(row.original.endTime) : t('field.noEnd')}
          </span>
        ),
      },
      {
        id: 'link',
        header: t('banners.link'),
        cell: ({ row }) =>
          row.original.linkageType ? (
            <span className={styles.linkCell}>
              <span className={styles.muted}>{t(`linkage.${row.original.linkageType}`)}</span>
              <span>{row.original.linkage}</span>
            </span>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      {
        id: 'updated',
        header: t('field.updated'),
        meta: { sort: 'updatedAt' },
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatSiteTime(row.original.updatedAt)}</span>
        ),
      },
    ],
    [t],
  );

  const saveOrder = async (ids: number[]) => {
    await api(`${PATH}/order`, { method: 'PUT', body: { groupName: group, ids } });
    await invalidate(PATH);
    toast(t('order.saved'));
  };

  return (
    <>
      <PageHeader
        title={t('banners.title')}
        description={t('banners.description')}
        actions={
          <Can permission="content.manage">
            <Button
              disabled={!group}
              title={group ? undefined : t('banners.pickGroupToOrder')}
              onClick={() => setOrdering(true)}
            >
              {t('order.action')}
            </Button>
            <Button
              variant="primary"
              onClick={() => navigate(group ? `new?groupName=${group}` : 'new')}
            >
              {t('banners.new')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('banners.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(PATH, list.query), name: 'banners' }}
        onOpen={(row) => navigate(String(row.id))}
        emptyText={t('banners.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('banners.group')}
              value={group}
              onChange={(groupName) => list.setFilters({ groupName })}
              allLabel={t('filter.all')}
              options={BANNER_GROUPS.map((value) => ({ value, label: t(`group.${value}`) }))}
            />
            <FilterSelect
              label={t('field.state')}
              value={list.filters.state}
              onChange={(state) => list.setFilters({ state })}
              allLabel={t('filter.all')}
              options={CONTENT_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
            />
            <FilterText
              label={t('filter.title')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
          </>
        }
      />
      {group ? (
        <ReorderDialog
          open={ordering}
          onOpenChange={setOrdering}
          title={t('banners.orderTitle', { group: t(`group.${group}`) })}
          items={(groupList.data?.list ?? []).map((banner) => ({
            id: banner.id,
            label: `${bannerTitle(banner) || t('banners.untitled')} (${t(`state.${banner.state}`)})`,
          }))}
          onSave={saveOrder}
        />
      ) : null}
    </>
  );
}
