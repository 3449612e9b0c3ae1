import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_DEFAULT_MINUTES } from '@portal/shared/constants/limits';
import { useErrorMessage } from '../../../lib/error-message';
import type { SmsCodeValue } from '../api/send-login-code';
import { useCountdown } from '../hooks/use-countdown';
import { TextField } from './text-field';
import styles from './form.module.css';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Checks the mobile number first; returns false to refuse sending. */
  canSend: () => boolean;
  send: () => Promise<SmsCodeValue>;
}

/** A verification-code input with a send button that stays disabled while the code is valid. */
export function SmsCodeField({ value, onChange, error, canSend, send }: SmsCodeFieldProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);

  const handleSend = async () => {
    if (!canSend()) return;
    setSending(true);
    setSendError(null);
    try {
      const result = await send();
      start((result.expiredMinutes || SMS_RESEND_DEFAULT_MINUTES) * 60);
    } catch (failure) {
      setSendError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        label={t('form.smsCode')}
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
            onClick={() => void handleSend()}
          >
            {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
          </button>
        }
      />
      {sendError !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(sendError)}
        </p>
      )}
    </>
  );
}
