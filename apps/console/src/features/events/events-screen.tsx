import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeadLetterValue, EventConsumerValue } from '@portal/shared/schemas/operator';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatCount, formatSiteTime } from '../../lib/format';
import { DEAD_LETTERS_PATH, useConsumers, useReplay } from './api';
import styles from './events.module.css';

/** The event stream (decision 050): consumers and their lag, dead letters and their replay. */
export default function EventsScreen() {
  const { t } = useTranslation('events');
  const consumers = useConsumers();
  return (
    <div className={styles.screen}>
      <PageHeader title={t('title')} description={t('description')} />
      <Card
        title={t('consumers.title')}
        actions={<span className={styles.muted}>{t('consumers.refreshed')}</span>}
      >
        <ConsumersTable query={consumers} />
      </Card>
      <Card title={t('letters.title')}>
        <DeadLetters consumers={consumers.data ?? []} />
      </Card>
    </div>
  );
}

function ConsumersTable({ query }: { query: ReturnType<typeof useConsumers> }) {
  const { t } = useTranslation('events');
  const locale = currentLocale();
  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState title={t('consumers.empty')} />;
  return (
    <div className={styles.scroll} data-busy={query.isFetching || undefined}>
      <table className={styles.table} aria-label={t('consumers.title')}>
        <thead>
          <tr>
            <th scope="col">{t('consumers.name')}</th>
            <th scope="col" className="num">
              {t('consumers.cursor')}
            </th>
            <th scope="col" className="num">
              {t('consumers.behind')}
            </th>
            <th scope="col">{t('consumers.state')}</th>
            <th scope="col" className="num">
              {t('consumers.deadLetters')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <span className={styles.code}>{row.name}</span>
              </th>
              <td className="num">{formatCount(row.cursorEventId, locale)}</td>
              <td className="num">{formatCount(row.behind, locale)}</td>
              <td>
                <ConsumerState consumer={row} />
              </td>
              <td className="num">
                {row.pendingDeadLetters > 0 ? (
                  <Badge tone="danger">{formatCount(row.pendingDeadLetters, locale)}</Badge>
                ) : (
                  '0'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a consumer waits: a retry after a failure (with its error), or nothing to do. */
function ConsumerState({ consumer }: { consumer: EventConsumerValue }) {
  const { t } = useTranslation('events');
  if (consumer.lastError) {
    return (
      <div>
        <Badge tone="warning">
          {consumer.retryAt
            ? t('consumers.waiting', {
                time: formatSiteTime(consumer.retryAt),
                attempts: consumer.attempts,
              })
            : t('consumers.failing', { attempts: consumer.attempts })}
        </Badge>
        <div className={styles.error} title={consumer.lastError}>
          {consumer.lastError}
        </div>
      </div>
    );
  }
  return consumer.behind > 0 ? (
    <Badge tone="info">{t('consumers.catchingUp')}</Badge>
  ) : (
    <Badge tone="success">{t('consumers.upToDate')}</Badge>
  );
}

function DeadLetters({ consumers }: { consumers: EventConsumerValue[] }) {
  const { t } = useTranslation('events');
  const can = useCan();
  const toast = useToast();
  const list = useListState(['status', 'consumer'] as const, { pageSize: 25 });
  const query = useOperatorList<DeadLetterValue>(DEAD_LETTERS_PATH, list.query);
  const replay = useReplay();
  const [asked, setAsked] = useState<DeadLetterValue | null>(null);
  const replayable = can('events.manage') && list.filters.status !== 'done';

  const columns = useMemo<TableColumn<DeadLetterValue>[]>(
    () => [
      {
        id: 'id',
        header: '#',
        meta: { shrink: true, numeric: true },
        cell: ({ row }) => row.original.id,
      },
      {
        id: 'consumer',
        header: t('letters.consumer'),
        meta: { shrink: true },
        cell: ({ row }) => <span className={styles.code}>{row.original.consumer}</span>,
      },
      {
        id: 'event',
        header: t('letters.event'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <span className={styles.code}>
            {row.original.event.type} #{row.original.event.id}
          </span>
        ),
      },
      {
        id: 'member',
        header: t('letters.member'),
        meta: { shrink: true, numeric: true },
        cell: ({ row }) => row.original.event.memberId ?? '—',
      },
      {
        id: 'occurredAt',
        header: t('letters.occurredAt'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <span className={styles.code}>{formatSiteTime(row.original.event.occurredAt)}</span>
        ),
      },
      {
        id: 'attempts',
        header: t('letters.attempts'),
        meta: { shrink: true, numeric: true },
        cell: ({ row }) => row.original.attempts,
      },
      {
        id: 'error',
        header: t('letters.error'),
        cell: ({ row }) => (
          <details className={styles.details} onClick={(event) => event.stopPropagation()}>
            <summary>
              <span className={styles.error} title={row.original.lastError}>
                {row.original.lastError.split('\n')[0]}
              </span>
            </summary>
            <h4>{t('letters.errorText')}</h4>
            <pre>{row.original.lastError}</pre>
            <h4>{t('letters.payload')}</h4>
            <pre>{JSON.stringify(row.original.event.payload, null, 2)}</pre>
          </details>
        ),
      },
      ...(replayable
        ? [
            {
              id: 'replay',
              header: '',
              meta: { shrink: true },
              cell: ({ row }) => (
                <Button size="sm" onClick={() => setAsked(row.original)}>
                  {t('replay.action')}
                </Button>
              ),
            } satisfies TableColumn<DeadLetterValue>,
          ]
        : []),
    ],
    [t, replayable],
  );

  return (
    <>
      <DataTable
        label={t('letters.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={list.filters.status === 'done' ? t('letters.emptyDone') : t('letters.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('letters.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              options={[
                { value: '', label: t('letters.pending') },
                { value: 'done', label: t('letters.done') },
              ]}
            />
            <FilterSelect
              label={t('letters.consumer')}
              value={list.filters.consumer}
              onChange={(consumer) => list.setFilters({ consumer })}
              allLabel={t('letters.allConsumers')}
              options={consumers.map((consumer) => ({
                value: consumer.name,
                label: consumer.name,
              }))}
            />
          </>
        }
      />
      {asked ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title={t('replay.title', { id: asked.id })}
          description={t('replay.description', {
            consumer: asked.consumer,
            type: asked.event.type,
            eventId: asked.event.id,
          })}
          confirmLabel={t('replay.confirm')}
          onConfirm={async () => {
            await replay.mutateAsync(asked.id);
            toast(t('replay.done', { id: asked.id }));
            setAsked(null);
          }}
        />
      ) : null}
    </>
  );
}
