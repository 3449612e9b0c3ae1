import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setPayeeName } from '../api/security-calls';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { TextField } from '../../../components/ui/text-field';
import { FormActions, FormAlert } from './form-parts';
import styles from './security-centre.module.css';

const PAYEE_NAME_MIN = 2;
const PAYEE_NAME_MAX = 100;

interface PayeeNameFormProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** PUT /wps/member/payeeName: the real name, set once by the member (support changes it later). */
export function PayeeNameForm({ onDone, onCancel }: PayeeNameFormProps) {
  const { t } = useTranslation('member');
  const [payeeName, setValue] = useState('');
  const [error, setError] = useState<string>();
  const save = useSecurityMutation(setPayeeName, {
    onSuccess: () => onDone(t('security.payeeNameSaved')),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = payeeName.trim();
    if ([...value].length < PAYEE_NAME_MIN) {
      setError(t('security.errors.payeeName', { min: PAYEE_NAME_MIN }));
      return;
    }
    save.mutate(value);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('security.payeeName')}
        value={payeeName}
        onChange={(value) => {
          setValue(value);
          setError(undefined);
        }}
        error={error}
        hint={t('security.payeeNameHint')}
        autoComplete="name"
        maxLength={PAYEE_NAME_MAX}
      />
      <FormAlert error={save.error} />
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
