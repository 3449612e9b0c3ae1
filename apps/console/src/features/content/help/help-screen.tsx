import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  OperatorHelpArticle,
  OperatorHelpTopic,
} from '@portal/shared/schemas/content-operator/help';
import { api } from '../../../api/client';
import { csvUrl, useOperatorList, type Page } from '../../../api/lists';
import { Can, useCan } from '../../../auth/staff-context';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/list-state';
import { FilterText } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { formatSiteTime } from '../../../lib/format';
import { useInvalidate } from '../api';
import { ReorderDialog } from '../kit/reorder-dialog';
import styles from '../kit/kit.module.css';
import help from './help.module.css';
import { languagesLabel, titleOf } from '../kit/languages';
import { TopicDialog } from './topic-dialog';
import { ARTICLES, TOPICS, useHelpTopics } from './use-help-topics';

/** The help centre: its topics in page order, and the articles of the topic picked. */
export default function HelpScreen() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const canManage = useCan()('content.manage');
  const topics = useHelpTopics();
  const list = useListState(['topicId', 'q'] as const);
  const articles = useOperatorList<OperatorHelpArticle>(ARTICLES, list.query);
  const [editing, setEditing] = useState<OperatorHelpTopic | null | 'new'>(null);
  const [ordering, setOrdering] = useState<'topics' | 'articles' | null>(null);
  const topicList = topics.data?.list ?? [];
  const topicId = Number(list.filters.topicId) || null;
  const selected = topicList.find((topic) => topic.id === topicId) ?? null;
  const topicName = (id: number) => {
    const topic = topicList.find((item) => item.id === id);
    return topic ? titleOf(topic) : `#${id}`;
  };

  const columns = useMemo<TableColumn<OperatorHelpArticle>[]>(
    () => [
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
        id: 'topic',
        header: t('help.topic'),
        meta: { sort: 'sort' },
        cell: ({ row }) => <span className={styles.nowrap}>{topicName(row.original.topicId)}</span>,
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
    // topicName reads the loaded topics.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, topicList],
  );

  const saveTopicOrder = async (ids: number[]) => {
    await api(`${TOPICS}/order`, { method: 'PUT', body: { ids } });
    await invalidate(TOPICS);
    toast(t('order.saved'));
  };
  const articleOrder = useQuery({
    queryKey: ['operator', ARTICLES, 'order', topicId],
    queryFn: ({ signal }) =>
      api<Page<OperatorHelpArticle>>(ARTICLES, { query: { topicId, pageSize: 100 }, signal }),
    enabled: ordering === 'articles' && topicId !== null,
  });
  const saveArticleOrder = async (ids: number[]) => {
    await api(`${TOPICS}/${topicId}/articles/order`, { method: 'PUT', body: { ids } });
    await invalidate(ARTICLES);
    toast(t('order.saved'));
  };

  return (
    <>
      <PageHeader
        title={t('help.title')}
        description={t('help.description')}
        actions={
          <Can permission="content.manage">
            <Button onClick={() => setEditing('new')}>{t('help.newTopic')}</Button>
            <Button
              variant="primary"
              disabled={topicList.length === 0}
              onClick={() => navigate(topicId ? `articles/new?topicId=${topicId}` : 'articles/new')}
            >
              {t('help.newArticle')}
            </Button>
          </Can>
        }
      />
      <div className={help.layout}>
        <Card
          title={t('help.topics')}
          actions={
            canManage && topicList.length > 1 ? (
              <Button size="sm" onClick={() => setOrdering('topics')}>
                {t('order.action')}
              </Button>
            ) : null
          }
        >
          {topics.isPending ? <Loading /> : null}
          {topics.isError ? (
            <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
          ) : null}
          {topics.data && topicList.length === 0 ? <EmptyState title={t('help.noTopics')} /> : null}
          <ul className={help.topics}>
            <li>
              <button
                type="button"
                className={help.topic}
                aria-current={topicId === null || undefined}
                onClick={() => list.setFilters({ topicId: '' })}
              >
                <span>{t('help.allTopics')}</span>
              </button>
            </li>
            {topicList.map((topic) => (
              <li key={topic.id}>
                <button
                  type="button"
                  className={help.topic}
                  aria-current={topic.id === topicId || undefined}
                  onClick={() => list.setFilters({ topicId: String(topic.id) })}
                >
                  <span>{titleOf(topic)}</span>
                  <span className={help.count}>
                    {topic.enabled ? null : <Badge tone="warning">{t('state.disabled')}</Badge>}{' '}
                    {t('help.articleCount', { count: topic.articleCount })}
                  </span>
                </button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('help.editTopicNamed', { name: titleOf(topic) })}
                  onClick={() => setEditing(topic)}
                >
                  {canManage ? t('common:action.edit') : t('help.view')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
        <div>
          <DataTable
            label={t('help.articles')}
            columns={columns}
            query={articles}
            list={list}
            getRowId={(row) => String(row.id)}
            csv={{ url: csvUrl(ARTICLES, list.query), name: 'help-articles' }}
            onOpen={(row) => navigate(`articles/${row.id}`)}
            emptyText={t('help.noArticles')}
            toolbar={
              <>
                <FilterText
                  label={t('filter.title')}
                  value={list.filters.q}
                  onChange={(q) => list.setFilters({ q })}
                />
                {canManage && selected && selected.articleCount > 1 ? (
                  <Button size="sm" onClick={() => setOrdering('articles')}>
                    {t('help.orderArticles')}
                  </Button>
                ) : null}
              </>
            }
          />
        </div>
      </div>
      <TopicDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        topic={editing === 'new' ? null : editing}
      />
      <ReorderDialog
        open={ordering === 'topics'}
        onOpenChange={(open) => !open && setOrdering(null)}
        title={t('help.orderTopics')}
        items={topicList.map((topic) => ({ id: topic.id, label: titleOf(topic) }))}
        onSave={saveTopicOrder}
      />
      {selected ? (
        <ReorderDialog
          open={ordering === 'articles'}
          onOpenChange={(open) => !open && setOrdering(null)}
          title={t('help.orderArticlesOf', { topic: titleOf(selected) })}
          items={(articleOrder.data?.list ?? []).map((article) => ({
            id: article.id,
            label: titleOf(article),
          }))}
          onSave={saveArticleOrder}
        />
      ) : null}
    </>
  );
}
