import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  liveChatTextSchema,
  type CannedAnswer,
  type LiveChatMessagesValue,
  type OperatorChatConversation,
} from '@portal/shared/schemas/live-chat';
import { api } from '../../api/client';
import { Field, SelectInput, TextArea } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert, ErrorState, Loading } from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { CANNED, CONVERSATIONS, messagesPath, useCustomerName } from './api';
import styles from './live-chat.module.css';

interface ConversationPanelProps {
  id: number;
  /** The list's row (null while the list loads or once the conversation left it). */
  conversation: OperatorChatConversation | null;
  customerTyping: boolean;
  onTyping: () => void;
}

/** One conversation: its messages, take and close, the reply box with the canned answers. */
export function ConversationPanel({
  id,
  conversation,
  customerTyping,
  onTyping,
}: ConversationPanelProps) {
  const { t } = useTranslation('liveChat');
  const client = useQueryClient();
  const customerName = useCustomerName();
  const [text, setText] = useState('');
  const messages = useQuery({
    queryKey: ['operator', messagesPath(id)],
    queryFn: () => api<LiveChatMessagesValue>(messagesPath(id)),
  });
  const canned = useQuery({
    queryKey: ['operator', CANNED],
    queryFn: () => api<{ list: CannedAnswer[] }>(CANNED),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['operator', CONVERSATIONS] }),
      client.invalidateQueries({ queryKey: ['operator', messagesPath(id)] }),
    ]);
  const action = useMutation({
    mutationFn: (name: 'assign' | 'close') =>
      api(`${CONVERSATIONS}/${id}/${name}`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: () => api(messagesPath(id), { method: 'POST', body: { text: text.trim() } }),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
  });

  // What the customer wrote is read once it shows here.
  const lastCustomer = messages.data?.list.filter((m) => m.author !== 'staff' && !m.readAt).at(-1);
  useEffect(() => {
    if (!lastCustomer) return;
    void api(`${CONVERSATIONS}/${id}/read`, { method: 'POST', body: { upTo: lastCustomer.id } })
      .then(refresh)
      .catch(() => undefined);
  }, [lastCustomer?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const closed = conversation === null;
  const valid = liveChatTextSchema.safeParse(text).success;
  return (
    <Card title={conversation ? customerName(conversation) : t('messages')}>
      <div className={styles.stack}>
        {conversation && (
          <div className={styles.inline}>
            {conversation.memberId !== null && (
              <Link to={`/members/${conversation.memberId}`}>{t('memberPage')}</Link>
            )}
            <span className={styles.small}>
              {conversation.assignedTo
                ? t('assignedTo', { name: conversation.assignedTo })
                : t('unassigned')}
            </span>
            <Button
              variant="secondary"
              busy={action.isPending}
              onClick={() => action.mutate('assign')}
            >
              {t('assign')}
            </Button>
            <Button variant="danger" busy={action.isPending} onClick={() => action.mutate('close')}>
              {t('close')}
            </Button>
          </div>
        )}
        {action.isError && <ErrorAlert error={action.error} />}
        {messages.isPending ? (
          <Loading />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <ol className={styles.messages} aria-label={t('messages')}>
            {messages.data.list.length === 0 && <li className={styles.small}>{t('noMessages')}</li>}
            {messages.data.list.map((message) => (
              <li
                key={message.id}
                className={styles.message}
                data-staff={message.author === 'staff' || undefined}
              >
                <span className={styles.small}>
                  {/* pre-wrap keeps spaces: only a staff name is followed by one. */}
                  {message.author === 'staff' && message.staffName ? `${message.staffName} ` : null}
                  {formatSiteTime(message.createdAt)}
                  {message.author === 'staff' && message.readAt ? ` · ${t('read')}` : ''}
                </span>
                {message.kind === 'image' ? <DeskImage id={message.id} /> : <p>{message.text}</p>}
              </li>
            ))}
          </ol>
        )}
        {customerTyping && <p className={styles.small}>{t('typing')}</p>}
        {closed ? (
          <p className={styles.small}>{t('closed')}</p>
        ) : (
          <form
            className={styles.stack}
            onSubmit={(event) => {
              event.preventDefault();
              if (valid) reply.mutate();
            }}
          >
            <Field label={t('canned')}>
              {(props) => (
                <SelectInput
                  {...props}
                  value=""
                  onChange={(event) => {
                    const picked = canned.data?.list.find(
                      (c) => String(c.id) === event.target.value,
                    );
                    if (picked) setText(picked.text);
                  }}
                >
                  <option value="">{t('cannedNone')}</option>
                  {canned.data?.list.map((answer) => (
                    <option key={answer.id} value={answer.id}>
                      {answer.title}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
            <Field label={t('reply')}>
              {(props) => (
                <TextArea
                  {...props}
                  value={text}
                  rows={3}
                  onChange={(event) => {
                    setText(event.target.value);
                    onTyping();
                  }}
                />
              )}
            </Field>
            {reply.isError && <ErrorAlert error={reply.error} />}
            <div>
              <Button type="submit" busy={reply.isPending} disabled={!valid}>
                {t('send')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}

function DeskImage({ id }: { id: number }) {
  const { t } = useTranslation('liveChat');
  const url = `/chat/images/${id}`;
  const image = useQuery({
    queryKey: ['operator', url],
    queryFn: () => api<{ mimeType: string; dataUrl: string }>(url),
    staleTime: Infinity,
  });
  if (image.isPending) return <Loading />;
  if (image.isError) return <ErrorAlert error={image.error} />;
  return <img className={styles.image} src={image.data.dataUrl} alt={t('image')} />;
}
