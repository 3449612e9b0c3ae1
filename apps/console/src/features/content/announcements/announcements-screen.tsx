import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '@portal/shared/constants/site';
import type { OperatorAnnouncement } from '@portal/shared/schemas/content-operator/announcements';
import { CONTENT_STATES } from '@portal/shared/schemas/content-operator/fields';
import { csvUrl, useOperatorList } from '../../../api/lists';
import { Can } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterSelect, FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { Badge, PageHeader } from '../../../components/ui/primitives';
import { formatSiteTime } from '../../../lib/format';
import { languagesLabel } from '../kit/languages';
import { StateBadge } from '../kit/state-badge';
import styles from '../kit/kit.module.css';
import { announcementTitle } from './announcement-form';

const PATH = '/announcements';

/** Announcements and notices of every type and state: filters, CSV, the editor one click away. */
export default function AnnouncementsScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const list = useListState(['type', 'state', 'execution', 'q'] as const, { sort: '-startTime' });
  const query = useOperatorList<OperatorAnnouncement>(PATH, list.query);

  const columns = useMemo<TableColumn<OperatorAnnouncement>[]>(
    () => [
      {
        id: 'title',
        header: t('field.title'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span>{announcementTitle(row.original)}</span>
            <span className={styles.langs}>
              {languagesLabel(Object.keys(row.original.translations), t('allLanguages'))}
            </span>
          </span>
        ),
      },
      {
        id: 'type',
        header: t('announcements.type'),
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {t(`type.${row.original.type}`)}{' '}
            {row.original.execution === 'P' && row.original.type !== 'PU' ? (
              <Badge tone="info">{t('announcements.popup')}</Badge>
            ) : null}
          </span>
        ),
      },
      {
        id: 'state',
        header: t('field.state'),
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      },
      {
        id: 'start',
        header: t('field.start'),
        meta: { sort: 'startTime' },
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatSiteTime(row.original.startTime)}</span>
        ),
      },
      {
        id: 'end',
        header: t('field.end'),
        cell: ({ row }) => (
          <span className={styles.nowrap}>
            {row.original.endTime ? formatSiteTime(row.original.endTime) : t('field.noEnd')}
          </span>
        ),
      },
      {
        id: 'sort',
        header: t('announcements.order'),
        meta: { sort: 'sort', numeric: true, shrink: true },
        cell: ({ row }) => row.original.sort,
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

  return (
    <>
      <PageHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        actions={
          <Can permission="content.manage">
            <Button
              variant="primary"
              onClick={() => navigate(list.filters.type ? `new?type=${list.filters.type}` : 'new')}
            >
              {t('announcements.new')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('announcements.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        csv={{ url: csvUrl(PATH, list.query), name: 'announcements' }}
        onOpen={(row) => navigate(String(row.id))}
        emptyText={t('announcements.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('announcements.type')}
              value={list.filters.type}
              onChange={(type) => list.setFilters({ type })}
              allLabel={t('filter.all')}
              options={ANNOUNCEMENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            />
            <FilterSelect
              label={t('field.state')}
              value={list.filters.state}
              onChange={(state) => list.setFilters({ state })}
              allLabel={t('filter.all')}
              options={CONTENT_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
            />
            <FilterSelect
              label={t('announcements.shownAs')}
              value={list.filters.execution}
              onChange={(execution) => list.setFilters({ execution })}
              allLabel={t('filter.all')}
              options={[
                { value: 'B', label: t('announcements.browsed') },
                { value: 'P', label: t('announcements.popup') },
              ]}
            />
            <FilterText
              label={t('filter.title')}
              value={list.filters.q}
              onChange={(q) => list.setFilters({ q })}
            />
          </>
        }
      />
    </>
  );
}
