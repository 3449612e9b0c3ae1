import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cannedAnswerPayloadSchema, type CannedAnswer } from '@portal/shared/schemas/live-chat';
import { api } from '../../api/client';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CANNED } from './api';
import styles from './live-chat.module.css';

/** The desk's canned answers: add and delete (each change audited on the server). */
export function CannedAnswers() {
  const { t } = useTranslation('liveChat');
  const client = useQueryClient();
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const canned = useQuery({
    queryKey: ['operator', CANNED],
    queryFn: () => api<{ list: CannedAnswer[] }>(CANNED),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['operator', CANNED] });
  const add = useMutation({
    mutationFn: () =>
      api(CANNED, { method: 'POST', body: { title: title.trim(), text: text.trim() } }),
    onSuccess: async () => {
      toast(t('cannedSaved'));
      setTitle('');
      setText('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`${CANNED}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const valid = cannedAnswerPayloadSchema.safeParse({ title, text }).success;

  return (
    <Card title={t('cannedTitle')}>
      <div className={styles.stack}>
        <ul className={styles.list} aria-label={t('cannedTitle')}>
          {canned.data?.list.map((answer) => (
            <li key={answer.id} className={styles.inline}>
              <strong>{answer.title}</strong>
              <span className={styles.small}>{answer.text}</span>
              <Button
                variant="ghost"
                aria-label={t('cannedDelete', { title: answer.title })}
                onClick={() => remove.mutate(answer.id)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) add.mutate();
          }}
        >
          <Field label={t('cannedName')}>
            {(props) => (
              <TextInput
                {...props}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('cannedText')}>
            {(props) => (
              <TextArea
                {...props}
                value={text}
                rows={2}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          {(add.isError || remove.isError) && <ErrorAlert error={add.error ?? remove.error} />}
          <div>
            <Button type="submit" busy={add.isPending} disabled={!valid}>
              {t('cannedAdd')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
