import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateNickname } from '../api/security-calls';
import { securityKeys } from '../api/get-security-overview';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { TextField } from '../../../components/ui/text-field';
import { FormActions, FormAlert } from './form-parts';
import styles from './security-centre.module.css';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

interface NicknameFormProps {
  current: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** PUT /wps/member/nickname: 2 to 20 characters; the header shows the new name at once. */
export function NicknameForm({ current, onDone, onCancel }: NicknameFormProps) {
  const { t } = useTranslation('member');
  const [nickname, setNickname] = useState(current);
  const [error, setError] = useState<string>();
  const save = useSecurityMutation(updateNickname, {
    invalidate: [securityKeys.overview, ['member', 'info']],
    onSuccess: () => onDone(t('security.nicknameSaved')),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    const length = [...value].length;
    if (length < NICKNAME_MIN || length > NICKNAME_MAX) {
      setError(t('security.errors.nicknameLength', { min: NICKNAME_MIN, max: NICKNAME_MAX }));
      return;
    }
    save.mutate(value);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('security.nickname')}
        value={nickname}
        onChange={(value) => {
          setNickname(value);
          setError(undefined);
        }}
        error={error}
        hint={t('security.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        maxLength={NICKNAME_MAX + 10}
        autoComplete="nickname"
        autoFocus
      />
      <FormAlert error={save.error} />
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
