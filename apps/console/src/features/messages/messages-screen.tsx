import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGE_AUDIENCES, type OperatorMessage } from '@portal/shared/schemas/operator-messages';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { FilterSelect } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { Badge, DescriptionList, PageHeader } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatCount, formatSiteTime } from '../../lib/format';
import styles from './messages.module.css';

/** A sent message's title in the console's language, else EN's, else the first. */
function titleOf(message: OperatorMessage, language: string) {
  const code = language.startsWith('zh') ? 'CN' : 'EN';
  const text = message.contents[code] ?? message.contents.EN ?? Object.values(message.contents)[0];
  return text?.title ?? '';
}

/** The criteria of a segment as a line of text. */
function useSegmentText() {
  const { t } = useTranslation('messages');
  return (segment: Record<string, unknown>) => {
    const parts: string[] = [];
    if (segment.minVipRank !== undefined || segment.maxVipRank !== undefined)
      parts.push(
        t('segment.vipRange', {
          min: segment.minVipRank ?? 0,
          max: segment.maxVipRank ?? '∞',
        }),
      );
    if (typeof segment.agent === 'string')
      parts.push(t('segment.teamOf', { agent: segment.agent }));
    if (segment.registeredFrom || segment.registeredTo)
      parts.push(
        t('segment.registeredRange', {
          from: segment.registeredFrom ? formatSiteTime(String(segment.registeredFrom)) : '…',
          to: segment.registeredTo ? formatSiteTime(String(segment.registeredTo)) : '…',
        }),
      );
    if (segment.lastLoginFrom)
      parts.push(t('segment.lastLogin', { from: formatSiteTime(String(segment.lastLoginFrom)) }));
    if (Array.isArray(segment.accounts))
      parts.push(t('segment.accounts', { count: segment.accounts.length }));
    return parts.join(' · ');
  };
}

/** Messages sent (`/messages`): newest first, who they reached and how many read them. */
export default function MessagesScreen() {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const canSend = useCan()('messages.send');
  const segmentText = useSegmentText();
  const list = useListState(['audience'] as const);
  const query = useOperatorList<OperatorMessage>('/messages', list.query);
  const [open, setOpen] = useState<OperatorMessage | null>(null);
  const columns = useMemo<TableColumn<OperatorMessage>[]>(
    () => [
      {
        id: 'title',
        header: t('list.title'),
        cell: ({ row }) => (
          <>
            {titleOf(row.original, i18n.language)}
            <span className={styles.small}>{Object.keys(row.original.contents).join(' · ')}</span>
          </>
        ),
      },
      {
        id: 'audience',
        header: t('list.audience'),
        cell: ({ row }) => (
          <>
            <Badge tone={row.original.audience === 'all' ? 'info' : 'neutral'}>
              {t(`audience.${row.original.audience}`)}
            </Badge>
            <span className={styles.small}>
              {row.original.audience === 'member'
                ? row.original.username
                : row.original.segment
                  ? segmentText(row.original.segment)
                  : ''}
            </span>
          </>
        ),
      },
      {
        id: 'recipients',
        header: t('list.recipients'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.recipients, currentLocale()),
      },
      {
        id: 'read',
        header: t('list.read'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.read, currentLocale()),
      },
      { id: 'sentBy', header: t('list.sentBy'), cell: ({ row }) => row.original.sentBy ?? '—' },
      {
        id: 'createdAt',
        header: t('list.sentAt'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.createdAt),
      },
    ],
    // segmentText follows the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader
        title={t('list.heading')}
        description={t('list.description')}
        actions={
          canSend ? (
            <Button variant="primary" onClick={() => navigate('/messages/new')}>
              {t('list.compose')}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t('list.heading')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        onOpen={setOpen}
        activeRowId={open ? String(open.id) : null}
        emptyText={t('list.empty')}
        toolbar={
          <FilterSelect
            label={t('list.audience')}
            value={list.filters.audience}
            onChange={(audience) => list.setFilters({ audience })}
            allLabel={t('list.all')}
            options={MESSAGE_AUDIENCES.map((value) => ({
              value,
              label: t(`audience.${value}`),
            }))}
          />
        }
      />
      {open ? (
        <Dialog
          open
          size="wide"
          onOpenChange={(next) => !next && setOpen(null)}
          title={titleOf(open, i18n.language)}
          description={t('list.detail', {
            sentBy: open.sentBy ?? '—',
            at: formatSiteTime(open.createdAt),
            recipients: open.recipients,
            read: open.read,
          })}
        >
          <div className={styles.stack}>
            {open.audience !== 'all' ? (
              <p className={styles.muted}>
                {open.audience === 'member'
                  ? open.username
                  : open.segment
                    ? segmentText(open.segment)
                    : ''}
              </p>
            ) : null}
            <DescriptionList
              items={Object.entries(open.contents).map(([code, text]) => [
                code,
                <div key={code} className={styles.stack} style={{ gap: 4 }}>
                  <strong>{text.title}</strong>
                  <p className={styles.content}>{text.content}</p>
                </div>,
              ])}
            />
            <DialogFooter>
              <Button onClick={() => setOpen(null)}>{t('action.close')}</Button>
            </DialogFooter>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
