import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_CHAT_IMAGE_TYPES, LIVE_CHAT_TEXT_MAX } from '@portal/shared/constants/live-chat';
import { Button } from '../../../components/ui/button';
import styles from './chat-room.module.css';

interface ChatComposerProps {
  disabled: boolean;
  onSend: (text: string) => Promise<boolean>;
  onImage: (file: File) => Promise<void>;
  onTyping: () => void;
}

/** The text box (Enter sends, Shift+Enter breaks the line), the image button and Send. */
export function ChatComposer({ disabled, onSend, onImage, onTyping }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    if (await onSend(trimmed)) setText('');
    setBusy(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <textarea
        className={styles.input}
        aria-label={t('message')}
        placeholder={t('placeholder')}
        value={text}
        maxLength={LIVE_CHAT_TEXT_MAX}
        rows={2}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={LIVE_CHAT_IMAGE_TYPES.join(',')}
          aria-label={t('attach')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onImage(file);
          }}
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => fileRef.current?.click()}
        >
          {t('image.button')}
        </Button>
        <Button type="submit" size="sm" busy={busy} disabled={disabled || !text.trim()}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
