import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMobile } from '@portal/shared/validation/mobile';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { DIALING_CODES, dialingCodeFor } from '../../session/components/dialing-code-select';
import {
  bindEmail,
  bindMobile,
  sendBindEmailCode,
  sendBindMobileCode,
} from '../api/security-calls';
import { useSecurityMutation } from '../hooks/use-security-mutation';
import { TextField } from '../../../components/ui/text-field';
import { FormActions, FormAlert, SendCodeButton } from './form-parts';
import styles from './security-centre.module.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface BindFormProps {
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Bind or change the mobile number: a code to the new number, then the number with the code. */
export function BindMobileForm({ onDone, onCancel }: BindFormProps) {
  const { t } = useTranslation('member');
  const countryCode = useWhitelabel().data?.location.countryCode;
  const [dialingCode, setDialingCode] = useState(() => dialingCodeFor(countryCode));
  const [mobile, setMobile] = useState('');
  const target = () => ({
    mobileNum: mobile.trim(),
    countryDialingCode: dialingCode.replace(/^\+/, ''),
  });
  const mobileError = () => {
    const problem = checkMobile(dialingCode, mobile);
    if (!problem) return undefined;
    return problem === 'required'
      ? t('security.errors.mobileRequired')
      : t('security.errors.mobile');
  };

  return (
    <CodeForm
      targetField={(error, clear) => (
        <TextField
          label={t('security.newMobile')}
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            clear();
          }}
          error={error}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          leading={
            <select
              className={styles.select}
              aria-label={t('security.dialingCode')}
              value={dialingCode}
              onChange={(event) => setDialingCode(event.target.value)}
            >
              {DIALING_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          }
        />
      )}
      targetError={mobileError}
      sendCode={() => sendBindMobileCode(target())}
      sentMessage={t('security.codeSentMobile')}
      bind={(verificationCode) => bindMobile({ ...target(), verificationCode })}
      doneMessage={t('security.mobileBound')}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

/** Bind or change the email address: a code to the new address, then the address with the code. */
export function BindEmailForm({ onDone, onCancel }: BindFormProps) {
  const { t } = useTranslation('member');
  const [email, setEmail] = useState('');
  const emailError = () => {
    const value = email.trim();
    if (!value) return t('security.errors.emailRequired');
    return EMAIL_PATTERN.test(value) ? undefined : t('security.errors.email');
  };

  return (
    <CodeForm
      targetField={(error, clear) => (
        <TextField
          label={t('security.newEmail')}
          type="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            clear();
          }}
          error={error}
          autoComplete="email"
          maxLength={254}
        />
      )}
      targetError={emailError}
      sendCode={() => sendBindEmailCode({ email: email.trim() })}
      sentMessage={t('security.codeSentEmail')}
      bind={(verificationCode) => bindEmail({ email: email.trim(), verificationCode })}
      doneMessage={t('security.emailBound')}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

interface CodeFormProps extends BindFormProps {
  /** The number or address input, given its error and a way to clear it. */
  targetField: (error: string | undefined, clear: () => void) => ReactNode;
  targetError: () => string | undefined;
  sendCode: () => ReturnType<typeof sendBindEmailCode>;
  sentMessage: string;
  bind: (verificationCode: string) => Promise<null>;
  doneMessage: string;
}

function CodeForm({
  targetField,
  targetError,
  sendCode,
  sentMessage,
  bind,
  doneMessage,
  onDone,
  onCancel,
}: CodeFormProps) {
  const { t } = useTranslation('member');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ target?: string; code?: string }>({});
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const save = useSecurityMutation(bind, { onSuccess: () => onDone(doneMessage) });

  const checkTarget = () => {
    const target = targetError();
    setErrors((current) => ({ ...current, target }));
    return target === undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = targetError();
    const codeError = code.trim() ? undefined : t('security.errors.code');
    setErrors({ target, code: codeError });
    if (target || codeError) return;
    save.mutate(code.trim());
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {targetField(errors.target, () =>
        setErrors((current) => ({ ...current, target: undefined })),
      )}
      <TextField
        label={t('security.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setErrors((current) => ({ ...current, code: undefined }));
        }}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={
          <SendCodeButton
            canSend={checkTarget}
            send={() => {
              setSendFailure(null);
              setSent(false);
              return sendCode();
            }}
            onSent={() => setSent(true)}
            onError={setSendFailure}
          />
        }
      />
      {sent && (
        <p role="status" className={styles.hint}>
          {sentMessage}
        </p>
      )}
      <FormAlert error={sendFailure} />
      <FormAlert error={save.error} />
      <FormActions busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
