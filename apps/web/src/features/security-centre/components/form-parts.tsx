import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_DEFAULT_MINUTES } from '@portal/shared/constants/limits';
import type { SmsCodeValue } from '@portal/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { useCountdown } from '../../session/hooks/use-countdown';
import styles from './security-centre.module.css';

/** The translated failure of a call, announced as it appears. */
export function FormAlert({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={styles.alert}>
      {errorMessage(error)}
    </p>
  );
}

/** Submit and cancel, in that order. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className={styles.actions}>
      <Button type="submit" busy={busy}>
        {t('security.submit')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('security.cancel')}
      </Button>
    </div>
  );
}

interface SendCodeButtonProps {
  /** Checks what the code goes to; false stops the request. */
  canSend: () => boolean;
  send: () => Promise<SmsCodeValue>;
  onSent: () => void;
  onError: (error: unknown) => void;
}

/**
 * Sends a verification code, then stays disabled for the code's life: expiredMinutes x 60 s
 * (spec section 4), one minute when the answer does not say.
 */
export function SendCodeButton({ canSend, send, onSent, onError }: SendCodeButtonProps) {
  const { t } = useTranslation('member');
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);

  const handleClick = async () => {
    if (!canSend()) return;
    setSending(true);
    try {
      const { expiredMinutes } = await send();
      start((expiredMinutes || SMS_RESEND_DEFAULT_MINUTES) * 60);
      onSent();
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="secondary"
      className={styles.codeButton}
      busy={sending}
      disabled={left > 0}
      onClick={() => void handleClick()}
    >
      {left > 0 ? t('security.resendIn', { seconds: left }) : t('security.sendCode')}
    </Button>
  );
}
