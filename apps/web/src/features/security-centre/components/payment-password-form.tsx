import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setPaymentPassword } from '../api/security-calls';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { TextField } from '../../../components/ui/text-field';
import { FormActions, FormAlert } from './form-parts';
import styles from './security-centre.module.css';

const SIX_DIGITS = /^\d{6}$/;

type FieldName = 'loginPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

interface PaymentPasswordFormProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** PUT /wps/member/password/payment (encrypted): six digits, confirmed, proven by the login password. */
export function PaymentPasswordForm({ onDone, onCancel }: PaymentPasswordFormProps) {
  const { t } = useTranslation('member');
  const [values, setValues] = useState<Record<FieldName, string>>({
    loginPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSecurityMutation(setPaymentPassword, {
    onSuccess: () => onDone(t('security.paymentPasswordSaved')),
  });

  const bind = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {
      loginPassword: values.loginPassword ? undefined : t('security.errors.loginPassword'),
      newPaymentPassword: SIX_DIGITS.test(values.newPaymentPassword)
        ? undefined
        : t('security.errors.sixDigits'),
      confirmPaymentPassword:
        values.confirmPaymentPassword === values.newPaymentPassword
          ? undefined
          : t('security.errors.mismatch'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate(values);
  };

  const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('security.loginPassword')}
        type="password"
        value={values.loginPassword}
        onChange={bind('loginPassword')}
        error={errors.loginPassword}
        autoComplete="current-password"
        maxLength={128}
      />
      <TextField
        label={t('security.newPaymentPassword')}
        type="password"
        value={values.newPaymentPassword}
        onChange={bind('newPaymentPassword')}
        error={errors.newPaymentPassword}
        hint={t('security.paymentPasswordHint')}
        {...digits}
      />
      <TextField
        label={t('security.confirmPaymentPassword')}
        type="password"
        value={values.confirmPaymentPassword}
        onChange={bind('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
        {...digits}
      />
      <FormAlert error={save.error} />
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
