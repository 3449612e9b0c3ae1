import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import { useErrorMessage } from '../../../lib/error-message';
import { useLogin } from '../api/login';
import { useFormErrors } from '../hooks/use-form-errors';
import { readRememberedUser, rememberUser } from '../hooks/remembered-user';
import { useSession } from '../hooks/use-session';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

export function LoginByUsername({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const canRegister = useModuleEnabled('DIRECTREG3');
  const setToken = useSession((state) => state.setToken);
  const loginCall = useLogin();
  const [username, setUsername] = useState(readRememberedUser);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedUser() !== '');
  const { errors, validate, bind } = useFormErrors<'username' | 'password'>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const secret = password.trim();
    const valid = validate({
      username: name ? undefined : t('form.required', { field: t('form.username') }),
      password: secret ? undefined : t('form.required', { field: t('form.password') }),
    });
    if (!valid) return;
    loginCall.mutate(
      { username: name, password: secret, type: 'username' },
      {
        onSuccess: (value) => {
          rememberUser(remember ? name : null);
          setToken(value.token);
          onSuccess();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('form.username')}
        value={username}
        onChange={bind('username', setUsername)}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField
        label={t('form.password')}
        value={password}
        onChange={bind('password', setPassword)}
        error={errors.password}
        autoComplete="current-password"
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
        <button type="button" className={styles.link} onClick={() => onOpen('forgot')}>
          {t('login.forgot')}
        </button>
      </div>
      {loginCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(loginCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={loginCall.isPending}>
        {t('login.submit')}
      </Button>
      {canRegister && (
        <p className={styles.row}>
          {t('login.noAccount')}
          <button type="button" className={styles.link} onClick={() => onOpen('register')}>
            {t('login.toRegister')}
          </button>
        </p>
      )}
    </form>
  );
}
