import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  feedbackReplyPayloadSchema,
  type OperatorFeedback,
} from '@portal/shared/schemas/feedback';
import { api } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, FilterSelect, TextArea } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import {
  Badge,
  DescriptionList,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import styles from './messages.module.css';

const FEEDBACK = '/feedback';

/** The feedback inbox (`/feedback`): by status and type; one feedback, its images, one reply. */
export default function FeedbackScreen() {
  const { t } = useTranslation('messages');
  const list = useListState(['status', 'type'] as const);
  const query = useOperatorList<OperatorFeedback>(FEEDBACK, list.query);
  const [params, setParams] = useSearchParams();
  const open = params.get('open');
  const show = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('open');
        else next.set('open', String(id));
        return next;
      },
      { replace: true },
    );
  const columns = useMemo<TableColumn<OperatorFeedback>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('feedback.received'),
        meta: { shrink: true },
        cell: ({ row }) => formatSiteTime(row.original.createdAt),
      },
      {
        id: 'from',
        header: t('feedback.from'),
        cell: ({ row }) => (
          <>
            {row.original.memberAccount ?? t('feedback.visitor')}
            {row.original.contact ? (
              <span className={styles.small}>{row.original.contact}</span>
            ) : null}
          </>
        ),
      },
      {
        id: 'type',
        header: t('feedback.type'),
        meta: { shrink: true },
        cell: ({ row }) => t(`feedbackType.${row.original.type}`),
      },
      {
        id: 'content',
        header: t('feedback.content'),
        cell: ({ row }) => (
          <>
            {row.original.content.length > 80
              ? `${row.original.content.slice(0, 80)}…`
              : row.original.content}
            {row.original.images.length ? (
              <span className={styles.small}>
                {t('feedback.imageCount', { count: row.original.images.length })}
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'status',
        header: t('feedback.status'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Badge tone={row.original.status === 'open' ? 'warning' : 'success'}>
            {t(`feedbackStatus.${row.original.status}`)}
          </Badge>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('feedback.title')} description={t('feedback.description')} />
      <DataTable
        label={t('feedback.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        onOpen={(row) => show(row.id)}
        activeRowId={open}
        emptyText={t('feedback.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('feedback.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              allLabel={t('list.all')}
              options={FEEDBACK_STATUSES.map((value) => ({
                value,
                label: t(`feedbackStatus.${value}`),
              }))}
            />
            <FilterSelect
              label={t('feedback.type')}
              value={list.filters.type}
              onChange={(type) => list.setFilters({ type })}
              allLabel={t('list.all')}
              options={FEEDBACK_TYPES.map((value) => ({
                value,
                label: t(`feedbackType.${value}`),
              }))}
            />
          </>
        }
      />
      {open ? <FeedbackDialog id={Number(open)} onClose={() => show(null)} /> : null}
    </>
  );
}

function FeedbackImage({ url, label }: { url: string; label: string }) {
  const image = useQuery({
    queryKey: ['operator', url],
    queryFn: () => api<{ mimeType: string; dataUrl: string }>(url),
  });
  if (image.isPending) return <Loading />;
  if (image.isError) return <ErrorAlert error={image.error} />;
  return (
    <a href={image.data.dataUrl} target="_blank" rel="noreferrer">
      <img src={image.data.dataUrl} alt={label} />
    </a>
  );
}

function FeedbackDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const client = useQueryClient();
  const canReply = useCan()('members.message');
  const feedback = useQuery({
    queryKey: ['operator', `${FEEDBACK}/${id}`],
    queryFn: () => api<OperatorFeedback>(`${FEEDBACK}/${id}`),
  });
  const [reply, setReply] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api<OperatorFeedback>(`${FEEDBACK}/${id}/reply`, {
        method: 'POST',
        body: { reply: reply.trim() },
      }),
    onSuccess: async (updated) => {
      toast(t('feedback.replied'));
      client.setQueryData(['operator', `${FEEDBACK}/${id}`], updated);
      await client.invalidateQueries({ queryKey: ['operator', FEEDBACK] });
    },
  });
  const valid = feedbackReplyPayloadSchema.safeParse({ reply }).success;
  const item = feedback.data;
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(next) => !next && onClose()}
      title={t('feedback.detailTitle', { id })}
    >
      {feedback.isPending ? (
        <Loading />
      ) : feedback.isError ? (
        <ErrorState error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : item ? (
        <div className={styles.stack}>
          <DescriptionList
            items={[
              [t('feedback.from'), item.memberAccount ?? t('feedback.visitor')],
              [t('feedback.contact'), item.contact],
              [t('feedback.type'), t(`feedbackType.${item.type}`)],
              [t('feedback.received'), formatSiteTime(item.createdAt)],
              [t('feedback.language'), item.language],
              [t('feedback.ip'), item.ip],
            ]}
          />
          <p className={styles.content}>{item.content}</p>
          {item.images.length ? (
            <div className={styles.images}>
              {item.images.map((image) => (
                <FeedbackImage
                  key={image.position}
                  url={image.url}
                  label={t('feedback.imageLabel', { position: image.position })}
                />
              ))}
            </div>
          ) : null}
          {item.status === 'replied' ? (
            <div className={styles.notice}>
              <strong>{t('feedback.replyBy', { by: item.repliedBy ?? '—' })}</strong>
              <span className={styles.small}>{formatSiteTime(item.repliedAt)}</span>
              <p className={styles.content}>{item.reply}</p>
            </div>
          ) : canReply ? (
            <form
              className={styles.stack}
              onSubmit={(event) => {
                event.preventDefault();
                if (valid) send.mutate();
              }}
            >
              <Field
                label={t('feedback.reply')}
                hint={
                  item.memberId === null ? t('feedback.replyVisitor') : t('feedback.replyMember')
                }
              >
                {(props) => (
                  <TextArea
                    {...props}
                    rows={4}
                    maxLength={FEEDBACK_REPLY_MAX}
                    value={reply}
                    onChange={(event) => setReply(event.target.value)}
                  />
                )}
              </Field>
              <ErrorAlert error={send.error} />
              <DialogFooter>
                <Button onClick={onClose}>{t('action.close')}</Button>
                <Button type="submit" variant="primary" busy={send.isPending} disabled={!valid}>
                  {t('feedback.sendReply')}
                </Button>
              </DialogFooter>
            </form>
          ) : (
            <p className={styles.muted}>{t('feedback.cannotReply')}</p>
          )}
          {item.status === 'replied' || !canReply ? (
            <DialogFooter>
              <Button onClick={onClose}>{t('action.close')}</Button>
            </DialogFooter>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
