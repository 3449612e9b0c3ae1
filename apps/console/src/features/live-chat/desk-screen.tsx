import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OperatorChatConversation } from '@portal/shared/schemas/live-chat';
import { api } from '../../api/client';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { formatSiteTime } from '../../lib/format';
import { CONVERSATIONS, useCustomerName, useDeskSocket } from './api';
import { CannedAnswers } from './canned-answers';
import { ConversationPanel } from './conversation-panel';
import styles from './live-chat.module.css';

/** Refreshes the list when the socket cannot (a proxy without WebSocket). */
const LIST_REFRESH_MS = 15_000;

/** The chat desk (`/chat`): open conversations with unread counts, one open beside the list. */
export default function DeskScreen() {
  const { t } = useTranslation('liveChat');
  const customerName = useCustomerName();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const { typingIn, sendTyping } = useDeskSocket();
  const list = useQuery({
    queryKey: ['operator', CONVERSATIONS],
    queryFn: () =>
      api<{ list: OperatorChatConversation[] }>(CONVERSATIONS, { query: { status: 'open' } }),
    refetchInterval: LIST_REFRESH_MS,
  });
  const show = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('open', String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className={styles.layout}>
        <Card title={t('conversations')}>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <ul className={styles.list} aria-label={t('conversations')}>
              {list.data.list.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={conversation.id === openId || undefined}
                    onClick={() => show(conversation.id)}
                  >
                    <span className={styles.name}>{customerName(conversation)}</span>
                    {conversation.unread > 0 && (
                      <Badge tone="warning">{t('unread', { count: conversation.unread })}</Badge>
                    )}
                    <span className={styles.small}>
                      {conversation.assignedTo
                        ? t('assignedTo', { name: conversation.assignedTo })
                        : t('unassigned')}
                      {conversation.lastMessageAt
                        ? ` · ${formatSiteTime(conversation.lastMessageAt)}`
                        : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className={styles.stack}>
          {openId ? (
            <ConversationPanel
              key={openId}
              id={openId}
              conversation={list.data?.list.find((c) => c.id === openId) ?? null}
              customerTyping={typingIn === openId}
              onTyping={() => sendTyping(openId)}
            />
          ) : (
            <Card>
              <EmptyState title={t('pick')} />
            </Card>
          )}
          <CannedAnswers />
        </div>
      </div>
    </>
  );
}
