import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorCustomerService } from '@portal/shared/schemas/content-operator/customer-service';
import { api } from '../../../api/client';
import { csvUrl, useOperatorList, type Page } from '../../../api/lists';
import { Can } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { Badge, PageHeader } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { formatSiteTime } from '../../../lib/format';
import { useInvalidate } from '../api';
import { languagesLabel, titleOf } from '../kit/languages';
import { ReorderDialog } from '../kit/reorder-dialog';
import styles from '../kit/kit.module.css';

const PATH = '/customer-service';

/** The portal's customer-service links (right bar and footer), in the order visitors see them. */
export default function CustomerServiceScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const list = useListState(['q'] as const);
  const query = useOperatorList<OperatorCustomerService>(PATH, list.query);
  const [ordering, setOrdering] = useState(false);
  const all = useQuery({
    queryKey: ['operator', PATH, 'order'],
    queryFn: ({ signal }) =>
      api<Page<OperatorCustomerService>>(PATH, { query: { pageSize: 100 }, signal }),
    enabled: ordering,
  });

  const columns = useMemo<TableColumn<OperatorCustomerService>[]>(
    () => [
      {
        id: 'order',
        header: '#',
        meta: { sort: 'sort', numeric: true, shrink: true },
        cell: ({ row }) => row.original.sort + 1,
      },
      {
        id: 'title',
        header: t('field.title'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span>{titleOf(row.original)}</span>
            <span className={styles.langs}>
              {languagesLabel(Object.keys(row.original.translations), t('allLanguages'))}
            </span>
          </span>
        ),
      },
      {
        id: 'type',
        header: t('cs.type'),
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {t(`csType.${row.original.csType}`)} ·{' '}
            {t(`icon.${row.original.icon}`, { defaultValue: row.original.icon })}
          </span>
        ),
      },
      {
        id: 'link',
        header: t('cs.link'),
        cell: ({ row }) =>
          row.original.csType === 3 ? (
            <Badge>{t('cs.protected')}</Badge>
          ) : (
            <span className={styles.muted}>{row.original.path}</span>
          ),
      },
      {
        id: 'rank',
        header: t('cs.minVipRank'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => row.original.minVipRank,
      },
      {
        id: 'enabled',
        header: t('field.state'),
        cell: ({ row }) =>
          row.original.enabled ? (
            <Badge tone="success">{t('state.live')}</Badge>
          ) : (
            <Badge tone="warning">{t('state.disabled')}</Badge>
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
    await api(`${PATH}/order`, { method: 'PUT', body: { ids } });
    await invalidate(PATH);
    toast(t('order.saved'));
  };

  return (
    <>
      <PageHeader
        title={t('cs.title')}
        description={t('cs.description')}
        actions={
          <Can permission="content.manage">
            <Button onClick={() => setOrdering(true)}>{t('order.action')}</Button>
            <Button variant="primary" onClick={() => navigate('new')}>
              {t('cs.new')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('cs.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(PATH, list.query), name: 'customer-service' }}
        onOpen={(row) => navigate(String(row.id))}
        emptyText={t('cs.empty')}
        toolbar={
          <FilterText
            label={t('cs.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
        }
      />
      <ReorderDialog
        open={ordering}
        onOpenChange={setOrdering}
        title={t('cs.orderTitle')}
        items={(all.data?.list ?? []).map((entry) => ({ id: entry.id, label: titleOf(entry) }))}
        onSave={saveOrder}
      />
    </>
  );
}
