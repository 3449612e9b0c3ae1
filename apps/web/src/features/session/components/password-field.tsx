import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import styles from './form.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      maxLength={props.maxLength ?? 128}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('form.hidePasswordLabel') : t('form.showPasswordLabel')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}
