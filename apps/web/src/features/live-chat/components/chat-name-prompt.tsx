import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_CHAT_NAME_MAX } from '@portal/shared/constants/live-chat';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './chat-room.module.css';

/** A visitor starts the chat with their name. */
export function ChatNamePrompt({ onStart }: { onStart: (name: string) => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (!trimmed) return;
    setBusy(true);
    await onStart(trimmed);
    setBusy(false);
  }

  return (
    <form className={styles.namePrompt} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('namePrompt')}</p>
      <TextField
        label={t('nameLabel')}
        value={name}
        onChange={setName}
        maxLength={LIVE_CHAT_NAME_MAX}
        autoComplete="name"
        error={missing ? t('nameRequired') : undefined}
      />
      <Button type="submit" busy={busy} block>
        {t('start')}
      </Button>
    </form>
  );
}
