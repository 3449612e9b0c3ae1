import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { QrCode } from '../../../components/ui/qr-code';
import { Spinner } from '../../../components/ui/spinner';
import { disableTotp, enableTotp, setUpTotp } from '../api/security-calls';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { TextField } from '../../../components/ui/text-field';
import { FormActions, FormAlert } from './form-parts';
import styles from './security-centre.module.css';

const TOTP_CODE = /^\d{6}$/;

interface TotpFormProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning Google Authenticator on: a new secret (POST /totp/setup) shown as a QR code of its
 * otpauth URI and as text, then a code from the app confirms it (POST /totp/enable).
 */
export function TotpEnableForm({ onDone, onCancel }: TotpFormProps) {
  const { t } = useTranslation('member');
  const setup = useMutation({ mutationFn: setUpTotp });
  const { mutate: startSetup } = setup;
  const started = useRef(false);
  const enable = useSecurityMutation(enableTotp, {
    onSuccess: () => onDone(t('security.totpEnabled')),
  });

  // One secret per opening of the form: a second request would replace the one on screen.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (setup.isPending || setup.isIdle) return <Spinner />;
  if (setup.isError) {
    return (
      <div className={styles.form}>
        <FormAlert error={setup.error} />
        <div className={styles.actions}>
          <Button onClick={() => startSetup()}>{t('security.retry')}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  const { secret, otpauthUri } = setup.data;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('security.totpScan')}</p>
      <div className={styles.qr}>
        <QrCode value={otpauthUri} label={t('security.totpQrLabel')} size={160} />
        <div>
          <p className={styles.label}>{t('security.totpKey')}</p>
          <code className={styles.secret} data-testid="totp-secret">
            {groupSecret(secret)}
          </code>
        </div>
      </div>
      <CodeForm
        busy={enable.isPending}
        error={enable.error}
        onSubmit={(code) => enable.mutate(code)}
        onCancel={onCancel}
      />
    </div>
  );
}

/** Turning Google Authenticator off takes a current code from the app (POST /totp/disable). */
export function TotpDisableForm({ onDone, onCancel }: TotpFormProps) {
  const { t } = useTranslation('member');
  const disable = useSecurityMutation(disableTotp, {
    onSuccess: () => onDone(t('security.totpDisabled')),
  });
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('security.totpDisableHint')}</p>
      <CodeForm
        busy={disable.isPending}
        error={disable.error}
        onSubmit={(code) => disable.mutate(code)}
        onCancel={onCancel}
      />
    </div>
  );
}

interface CodeFormProps {
  busy: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

function CodeForm({ busy, error, onSubmit, onCancel }: CodeFormProps) {
  const { t } = useTranslation('member');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!TOTP_CODE.test(value)) {
      setFieldError(t('security.errors.totpCode'));
      return;
    }
    onSubmit(value);
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('security.totpCode')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setFieldError(undefined);
        }}
        error={fieldError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormAlert error={error} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
