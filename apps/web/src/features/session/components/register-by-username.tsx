import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '../api/register';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { RegisterFooter } from './register-footer';
import { TextField } from './text-field';
import styles from './form.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'agreement';

export function RegisterByUsername({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('header');
  const setToken = useSession((state) => state.setToken);
  const registerCall = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, validate, clear, reset, bind } = useFormErrors<Field>();

  const handleReset = () => {
    setUsername('');
    setPassword('');
    setConfirmPassword('');
    setAgreed(false);
    reset();
    registerCall.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const secret = password.trim();
    const confirm = confirmPassword.trim();
    const valid = validate({
      username: name ? undefined : t('form.required', { field: t('form.username') }),
      password: secret ? undefined : t('form.required', { field: t('form.password') }),
      confirmPassword: !confirm
        ? t('form.required', { field: t('form.confirmPassword') })
        : confirm !== secret
          ? t('form.passwordsMustMatch')
          : undefined,
      agreement: agreed ? undefined : t('register.agreementRequired'),
    });
    if (!valid) return;
    registerCall.mutate(
      { username: name, password: secret, confirmPassword: confirm },
      {
        onSuccess: (value) => {
          if (value?.token) setToken(value.token);
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
        autoComplete="new-password"
      />
      <PasswordField
        label={t('form.confirmPassword')}
        value={confirmPassword}
        onChange={bind('confirmPassword', setConfirmPassword)}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <RegisterFooter
        agreed={agreed}
        onAgreedChange={(value) => {
          setAgreed(value);
          clear('agreement');
        }}
        agreementError={errors.agreement}
        error={registerCall.error}
        pending={registerCall.isPending}
        onReset={handleReset}
        onLogin={() => onOpen('login')}
      />
    </form>
  );
}
