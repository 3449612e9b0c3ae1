import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CannedAnswer } from '@portal/shared/schemas/live-chat';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Card, EmptyState, ErrorState, Loading } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CANNED } from './api';
import { CannedAnswerDialog } from './canned-answer-dialog';
import styles from './live-chat.module.css';

/**
 * The desk's canned answers: the list staff insert from, and for those who serve the chat
 * (`chat.serve`, as the server requires) adding, changing and deleting them, each audited.
 */
export function CannedAnswers() {
  const { t } = useTranslation('liveChat');
  const client = useQueryClient();
  const toast = useToast();
  const canEdit = useCan()('chat.serve');
  // The dialog's answer: null adds one; undefined keeps it shut.
  const [editing, setEditing] = useState<CannedAnswer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CannedAnswer | null>(null);
  const canned = useQuery({
    queryKey: ['operator', CANNED],
    queryFn: () => api<{ list: CannedAnswer[] }>(CANNED),
  });

  const remove = async (answer: CannedAnswer) => {
    await api(`${CANNED}/${answer.id}`, { method: 'DELETE' });
    await client.invalidateQueries({ queryKey: ['operator', CANNED] });
    toast(t('cannedDeleted'));
  };

  return (
    <Card
      title={t('cannedTitle')}
      actions={
        canEdit ? (
          <Button size="sm" onClick={() => setEditing(null)}>
            {t('cannedAdd')}
          </Button>
        ) : null
      }
    >
      {canned.isPending ? (
        <Loading />
      ) : canned.isError ? (
        <ErrorState error={canned.error} onRetry={() => void canned.refetch()} />
      ) : canned.data.list.length === 0 ? (
        <EmptyState title={t('cannedEmpty')} />
      ) : (
        <ul className={styles.cannedList} aria-label={t('cannedTitle')}>
          {canned.data.list.map((answer) => (
            <li key={answer.id} className={styles.canned}>
              <div className={styles.cannedBody}>
                <strong>{answer.title}</strong>
                <span className={styles.small}>{answer.text}</span>
              </div>
              {canEdit ? (
                <div className={styles.cannedActions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('cannedEditOne', { title: answer.title })}
                    onClick={() => setEditing(answer)}
                  >
                    {t('common:action.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('cannedDelete', { title: answer.title })}
                    onClick={() => setDeleting(answer)}
                  >
                    {t('common:action.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <>
          <CannedAnswerDialog
            open={editing !== undefined}
            onOpenChange={(open) => {
              if (!open) setEditing(undefined);
            }}
            answer={editing ?? null}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={t('cannedDeleteTitle')}
            description={t('cannedDeleteText', { title: deleting?.title ?? '' })}
            confirmLabel={t('common:action.delete')}
            variant="danger"
            onConfirm={() => remove(deleting!)}
          />
        </>
      ) : null}
    </Card>
  );
}
