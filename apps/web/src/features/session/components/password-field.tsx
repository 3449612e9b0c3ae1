import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import styles from './form.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('header');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}
