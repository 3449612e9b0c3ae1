import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNLINK_NEEDS_PASSWORD, type SocialProvider } from '@portal/shared/schemas/social-sign-in';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { securityKeys } from '../api/get-security-overview';
import { unlinkSocial } from '../api/social-links';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { FormAlert } from './form-parts';
import styles from './security-centre.module.css';

/** The server's refusal for an account without a login password: it must set one first. */
export const needsPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.errorCode === 'OPERATION_NOT_ALLOWED' &&
  error.details.some((detail) => detail.reason === UNLINK_NEEDS_PASSWORD);

interface UnlinkSocialDialogProps {
  provider: SocialProvider;
  /** The provider's name as it brands itself. */
  name: string;
  onClose: () => void;
  onDone: () => void;
}

/** "Unlink": the login password confirms it; a refusal stays in the dialog. */
export function UnlinkSocialDialog({ provider, name, onClose, onDone }: UnlinkSocialDialogProps) {
  const { t } = useTranslation('member');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const unlink = useSecurityMutation(unlinkSocial, {
    invalidate: [securityKeys.socialLinks],
    onSuccess: onDone,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('security.errors.loginPassword'));
      return;
    }
    unlink.mutate({ provider, password });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('security.social.dialogTitle', { provider: name })}
      width={420}
      height={200}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.hint}>{t('security.social.dialogIntro', { provider: name })}</p>
        <TextField
          label={t('security.loginPassword')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          autoComplete="current-password"
          maxLength={128}
          autoFocus
        />
        {needsPassword(unlink.error) ? (
          <p role="alert" className={styles.alert}>
            {t('security.social.needsPassword')}
          </p>
        ) : (
          <FormAlert error={unlink.error} />
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" busy={unlink.isPending}>
            {t('security.social.unlink')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={unlink.isPending}>
            {t('security.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
