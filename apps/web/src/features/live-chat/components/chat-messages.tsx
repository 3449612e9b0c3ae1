import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveChatMessage } from '@portal/shared/schemas/live-chat';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/format-date-time';
import { fetchChatImage } from '../api/live-chat-api';
import styles from './chat-room.module.css';

interface ChatMessagesProps {
  messages: LiveChatMessage[];
  hasMore: boolean;
  visitorToken: string | null;
  loading: boolean;
  onLoadOlder: () => Promise<void>;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function ChatMessages({
  messages,
  hasMore,
  visitorToken,
  loading,
  onLoadOlder,
}: ChatMessagesProps) {
  const { t, i18n } = useTranslation('chat');
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (loading) return <Spinner />;
  return (
    <ol className={styles.messages} aria-label={t('conversation')} aria-live="polite">
      {hasMore && (
        <li className={styles.older}>
          <button type="button" className={styles.link} onClick={() => void onLoadOlder()}>
            {t('older')}
          </button>
        </li>
      )}
      {messages.length === 0 && <li className={styles.empty}>{t('welcome')}</li>}
      {messages.map((message) => {
        const mine = message.author !== 'staff';
        return (
          <li key={message.id} className={styles.message} data-mine={mine || undefined}>
            {!mine && <span className={styles.author}>{message.staffName ?? t('agent')}</span>}
            <div className={styles.bubble}>
              {message.kind === 'image' && message.imageUrl ? (
                <ChatImage url={message.imageUrl} visitorToken={visitorToken} />
              ) : (
                message.text
              )}
            </div>
            <span className={styles.meta}>
              {formatTime(message.createdAt, i18n.language)}
              {mine && ` · ${message.readAt ? t('read') : t('sent')}`}
            </span>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  );
}

function ChatImage({ url, visitorToken }: { url: string; visitorToken: string | null }) {
  const { t } = useTranslation('chat');
  const image = useQuery({
    queryKey: ['chat', 'image', url],
    queryFn: () => fetchChatImage(visitorToken, url),
    staleTime: Infinity,
  });
  if (!image.data) return <span className={styles.imagePending}>{t('image.loading')}</span>;
  return <img className={styles.image} src={image.data.dataUrl} alt={t('image.alt')} />;
}
