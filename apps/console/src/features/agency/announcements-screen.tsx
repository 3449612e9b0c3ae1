import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AgentAnnouncementInput,
  OperatorAgentAnnouncement,
} from '@portal/shared/schemas/agent-announcements';
import { useOperatorList } from '../../api/lists';
import { Can } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import { SITE_UTC_OFFSET_MINUTES } from '@portal/shared/site-day';
import { ANNOUNCEMENTS, useAgencyAction } from './api';
import styles from './agency.module.css';

const LANGUAGES = ['EN', 'CN'] as const;
type Language = (typeof LANGUAGES)[number];

const titleOf = (row: OperatorAgentAnnouncement) =>
  row.contents.EN?.title ?? row.contents.CN?.title ?? Object.values(row.contents)[0]?.title ?? '';

/** An ISO instant as a site-time datetime-local value, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const site = new Date(new Date(iso).getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  return site.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) =>
  value ? new Date(`${value}:00+08:00`).toISOString() : undefined;

/** Agent announcements: the list, and create, edit and delete (agency managers). */
export default function AnnouncementsScreen() {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const list = useListState([] as const, { pageSize: 25 });
  const query = useOperatorList<OperatorAgentAnnouncement>(ANNOUNCEMENTS, list.query);
  const [editing, setEditing] = useState<OperatorAgentAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OperatorAgentAnnouncement | null>(null);
  const remove = useAgencyAction<unknown, number>((id) => [
    `${ANNOUNCEMENTS}/${id}`,
    { method: 'DELETE' },
  ]);

  const columns = useMemo<TableColumn<OperatorAgentAnnouncement>[]>(
    () => [
      { id: 'title', header: t('column.title'), cell: ({ row }) => titleOf(row.original) },
      {
        id: 'languages',
        header: 'EN / CN',
        meta: { shrink: true },
        cell: ({ row }) => Object.keys(row.original.contents).join(' · '),
      },
      {
        id: 'pinned',
        header: t('column.pinned'),
        meta: { shrink: true },
        cell: ({ row }) => (row.original.pinned ? t('announcements.yes') : t('announcements.no')),
      },
      {
        id: 'live',
        header: t('column.live'),
        meta: { shrink: true },
        cell: ({ row }) =>
          row.original.live ? (
            <Badge tone="success">{t('announcements.yes')}</Badge>
          ) : (
            <Badge>{t('announcements.no')}</Badge>
          ),
      },
      {
        id: 'published',
        header: t('column.published'),
        cell: ({ row }) => formatSiteTime(row.original.publishedAt),
      },
      {
        id: 'expires',
        header: t('column.expires'),
        cell: ({ row }) => formatSiteTime(row.original.expiresAt),
      },
      {
        id: 'actions',
        header: '',
        meta: { shrink: true },
        cell: ({ row }) => (
          <Can permission="agency.manage">
            <div className={styles.actions}>
              <Button size="sm" onClick={() => setEditing(row.original)}>
                {t('announcements.edit')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDeleting(row.original)}>
                {t('announcements.delete')}
              </Button>
            </div>
          </Can>
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
          <Can permission="agency.manage">
            <Button variant="primary" onClick={() => setEditing('new')}>
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
        emptyText={t('announcements.empty')}
      />
      {editing ? (
        <AnnouncementDialog
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('announcements.deleteTitle', { title: deleting ? titleOf(deleting) : '' })}
        description={t('announcements.deleteDescription')}
        confirmLabel={t('announcements.delete')}
        variant="danger"
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          toast(t('announcements.deleted'));
        }}
      />
    </>
  );
}

function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: OperatorAgentAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [texts, setTexts] = useState<Record<Language, { title: string; content: string }>>(() => ({
    EN: {
      title: announcement?.contents.EN?.title ?? '',
      content: announcement?.contents.EN?.content ?? '',
    },
    CN: {
      title: announcement?.contents.CN?.title ?? '',
      content: announcement?.contents.CN?.content ?? '',
    },
  }));
  const [pinned, setPinned] = useState(announcement?.pinned ?? false);
  const [publishedAt, setPublishedAt] = useState(toLocalInput(announcement?.publishedAt ?? null));
  const [expiresAt, setExpiresAt] = useState(toLocalInput(announcement?.expiresAt ?? null));
  const save = useAgencyAction<unknown, AgentAnnouncementInput>((body) =>
    announcement
      ? [`${ANNOUNCEMENTS}/${announcement.id}`, { method: 'PUT', body }]
      : [ANNOUNCEMENTS, { body }],
  );
  const set = (language: Language, key: 'title' | 'content', value: string) =>
    setTexts({ ...texts, [language]: { ...texts[language], [key]: value } });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(announcement ? 'announcements.editTitle' : 'announcements.newTitle')}
      confirmLabel={t('announcements.save')}
      onConfirm={async () => {
        const contents = Object.fromEntries(
          LANGUAGES.filter(
            (language) => texts[language].title.trim() && texts[language].content.trim(),
          ).map((language) => [
            language,
            { title: texts[language].title.trim(), content: texts[language].content.trim() },
          ]),
        );
        if (Object.keys(contents).length === 0) throw new Error(t('announcements.oneLanguage'));
        await save.mutateAsync({
          contents,
          pinned,
          ...(publishedAt ? { publishedAt: fromLocalInput(publishedAt) } : {}),
          expiresAt: fromLocalInput(expiresAt) ?? null,
        });
        toast(t('announcements.saved'));
      }}
    >
      <div className={styles.form}>
        {LANGUAGES.map((language) => {
          const name = t(`announcements.language.${language}`);
          return (
            <div key={language} className={styles.form}>
              <Field label={t('announcements.titleField', { language: name })}>
                {(field) => (
                  <TextInput
                    {...field}
                    maxLength={200}
                    value={texts[language].title}
                    onChange={(event) => set(language, 'title', event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('announcements.contentField', { language: name })}>
                {(field) => (
                  <TextArea
                    {...field}
                    rows={4}
                    value={texts[language].content}
                    onChange={(event) => set(language, 'content', event.target.value)}
                  />
                )}
              </Field>
            </div>
          );
        })}
        <label className={styles.path}>
          <input
            type="checkbox"
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
          />
          {t('announcements.pinned')}
        </label>
        <div className={styles.grid2}>
          <Field label={t('announcements.publishedAt')}>
            {(field) => (
              <TextInput
                {...field}
                type="datetime-local"
                value={publishedAt}
                onChange={(event) => setPublishedAt(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('announcements.expiresAt')}>
            {(field) => (
              <TextInput
                {...field}
                type="datetime-local"
                value={expiresAt}
                onChange={(event) => setExpiresAt(event.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
    </ConfirmDialog>
  );
}
