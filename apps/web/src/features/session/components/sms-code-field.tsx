import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_SMS_THROTTLE_MS, SMS_RESEND_DEFAULT_MINUTES } from '@portal/shared/constants/limits';
import type { SmsCodeValue } from '../types';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useCountdown } from '../hooks/use-countdown';
import { useThrottle } from '../hooks/use-throttle';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import styles from './form.module.css';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Defaults to "Verification code". */
  label?: string;
  /** Checks what the code is sent to first; returns false to refuse sending. */
  canSend: () => boolean;
  send: () => Promise<SmsCodeValue | null>;
}

/**
 * A verification-code input with its send button. After a code is sent the button waits
 * expiredMinutes x 60 s (1 minute when the server names no time); a failure shows the
 * server's reason in a warning dialog (spec sections 4 and 8).
 */
export function SmsCodeField({ value, onChange, error, label, canSend, send }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const [left, start] = useCountdown();
  const allow = useThrottle(LOGIN_SMS_THROTTLE_MS);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);

  const handleSend = async () => {
    if (!canSend() || !allow()) return;
    setSending(true);
    try {
      const result = await send();
      start((result?.expiredMinutes || SMS_RESEND_DEFAULT_MINUTES) * 60);
    } catch (failure) {
      setSendError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        label={label ?? t('field.verificationCode')}
        value={value}
        onChange={onChange}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={
          <button
            type="button"
            className={styles.toggle}
            disabled={sending || left > 0}
            aria-busy={sending || undefined}
            onClick={() => void handleSend()}
          >
            {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
          </button>
        }
      />
      {sendError !== null && (
        <ConfirmDialog
          title={t('form.codeNotSent')}
          message={errorMessage(sendError)}
          confirmLabel={t('form.confirm')}
          onConfirm={() => setSendError(null)}
        />
      )}
    </>
  );
}
