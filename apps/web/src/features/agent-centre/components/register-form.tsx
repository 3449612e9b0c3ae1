import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterDownlineResult } from '@portal/shared/schemas/agency';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { PasswordField } from '../../session/components/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldRules } from '../../session/hooks/use-field-rules';
import { useFormErrors, type FieldErrors } from '../../session/hooks/use-form-errors';
import { accountTypeKey } from '../agency-format';
import { useRegisterDownline } from '../api/register-downline';
import styles from './agency.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname';
type Kind = 'member' | 'agent';

const NICKNAME_MAX = 32;

/** Server failures that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  USERNAME_TAKEN: 'username',
  PASSWORD_MISMATCH: 'confirmPassword',
  WEAK_PASSWORD: 'password',
};

interface RegisterFormProps {
  /** The agent type a sub-agent gets, or null when this agent may create members only. */
  grantableType: number | null;
  onCreated: (result: RegisterDownlineResult) => void;
}

/**
 * Username and password follow the site's registration rules (spec section 5), checked the way
 * the registration form checks them; the server checks them again and its answer is mapped back
 * onto the fields.
 */
export function RegisterForm({ grantableType, onCreated }: RegisterFormProps) {
  const { t } = useTranslation('agency');
  const errorMessage = useErrorMessage();
  const rules = useFieldRules();
  const [kind, setKind] = useState<Kind>('member');
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
  });
  const { errors, formRef, validate, show, clear } = useFormErrors<Field>();
  const register = useRegisterDownline();

  const label = (field: Field) => t(`register.${field}`);
  const bind = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    register.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const username = values.username.trim();
    const nickname = values.nickname.trim();
    const next: FieldErrors<Field> = {
      username: rules.check('username', label('username'), username, true),
      password: rules.check('password', label('password'), values.password, true),
      confirmPassword: !values.confirmPassword
        ? t('register.required', { field: label('confirmPassword') })
        : values.confirmPassword !== values.password
          ? t('register.mismatch')
          : undefined,
      nickname:
        [...nickname].length > NICKNAME_MAX
          ? t('register.nicknameTooLong', { max: NICKNAME_MAX })
          : undefined,
    };
    if (!validate(next)) return;
    register.mutate(
      {
        kind: grantableType === null ? 'member' : kind,
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(nickname ? { nickname } : {}),
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fieldErrors: FieldErrors<Field> = {};
          for (const detail of error.details) {
            const field = detail.path as Field;
            if (!(field in values)) continue;
            // The nickname has no operator rule: its only limit is its length.
            fieldErrors[field] =
              field === 'nickname'
                ? t('register.nicknameTooLong', { max: NICKNAME_MAX })
                : rules.message(field, label(field), detail.reason);
          }
          const field = FIELD_OF_CODE[error.errorCode];
          if (field) fieldErrors[field] = errorMessage(error);
          show(fieldErrors);
        },
      },
    );
  };

  // The hints and checks come with the rules; without them (a failure) the server judges alone.
  if (rules.query.isPending) return <Spinner />;

  const failure = register.error;
  const shownAtField =
    failure instanceof ApiError &&
    (failure.details.some((detail) => detail.path in values) ||
      FIELD_OF_CODE[failure.errorCode] !== undefined);

  return (
    <form ref={formRef} className={styles.panel} onSubmit={handleSubmit} noValidate>
      {grantableType !== null && (
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('register.kind')}</legend>
          {(['member', 'agent'] as const).map((option) => (
            <label key={option} className={styles.kind} data-checked={kind === option || undefined}>
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              <span className={styles.kindName}>
                {option === 'member' ? t('types.member') : t(accountTypeKey(grantableType))}
              </span>
              <span className={styles.subtle}>{t(`register.kinds.${option}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={label('username')}
        value={values.username}
        onChange={bind('username')}
        error={errors.username}
        hint={rules.hint('username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={rules.rule('username')?.maxLength || 64}
      />
      <PasswordField
        label={label('password')}
        value={values.password}
        onChange={bind('password')}
        error={errors.password}
        hint={rules.hint('password')}
        autoComplete="new-password"
        maxLength={64}
      />
      <PasswordField
        label={label('confirmPassword')}
        value={values.confirmPassword}
        onChange={bind('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        maxLength={64}
      />
      <TextField
        label={t('register.nicknameOptional')}
        value={values.nickname}
        onChange={bind('nickname')}
        error={errors.nickname}
        autoComplete="off"
        maxLength={NICKNAME_MAX}
      />
      <p className={styles.subtle}>{t('register.firstLoginNote')}</p>
      {failure && !shownAtField && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={register.isPending}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
