import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { Modal } from '../../../components/modals/modal';
import { useErrorMessage } from '../../../lib/error-message';
import { useChatRoom } from '../hooks/use-chat-room';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ChatNamePrompt } from './chat-name-prompt';
import styles from './chat-room.module.css';

/**
 * The chat room (spec sections 2 and 6): the site's own live chat with customer service, in the
 * generic modal. Its header takes the chat header colour of the site settings. A visitor gives a
 * name first; a member is known by their session. The history shows again on reopening.
 */
export function ChatRoomModal() {
  const { t } = useTranslation('chat');
  const open = useChatRoom((state) => state.open);
  const hide = useChatRoom((state) => state.hide);
  return (
    <Modal open={open} onClose={hide} title={t('title')} width={420} className={styles.modal}>
      {open && <ChatRoom />}
    </Modal>
  );
}

function ChatRoom() {
  const { t } = useTranslation('chat');
  const errorMessage = useErrorMessage();
  const { data } = useWhitelabel();
  const chat = useLiveChat();
  const headerColour = data?.site.chatHeaderColor || undefined;
  const closed = chat.conversation?.status === 'closed';

  return (
    <div className={styles.room}>
      <div className={styles.header} style={{ background: headerColour }} data-testid="chat-header">
        <span className={styles.agent}>{t('agent')}</span>
        <span className={styles.status} aria-live="polite">
          {chat.staffTyping ? t('typing') : t('online')}
        </span>
      </div>
      {chat.needsName ? (
        <ChatNamePrompt onStart={(name) => chat.start(name)} />
      ) : (
        <>
          <ChatMessages
            messages={chat.messages}
            hasMore={chat.hasMore}
            visitorToken={chat.visitorToken}
            onLoadOlder={chat.loadOlder}
            loading={chat.conversation === null && !chat.error}
          />
          {closed ? (
            <div className={styles.closed}>
              <p>{t('closed')}</p>
              <button type="button" className={styles.link} onClick={chat.restart}>
                {t('newChat')}
              </button>
            </div>
          ) : (
            <ChatComposer
              disabled={chat.conversation === null}
              onSend={chat.send}
              onImage={chat.sendImage}
              onTyping={chat.typing}
            />
          )}
        </>
      )}
      {(chat.error !== null || chat.imageProblem) && (
        <p role="alert" className={styles.error}>
          {chat.imageProblem ? t(`image.${chat.imageProblem}`) : errorMessage(chat.error)}
        </p>
      )}
    </div>
  );
}
