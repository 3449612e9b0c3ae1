import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  staffVerifyPayloadSchema,
  totpCodeSchema,
  type StaffSessionValue,
} from '@portal/shared/schemas/operator';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { challengeEnded, verify } from './sign-in-api';
import { StepError } from './step-error';
import styles from './sign-in.module.css';

type Method = 'totp' | 'recovery';

const schemas = {
  totp: z.object({ code: totpCodeSchema }),
  recovery: z.object({ code: staffVerifyPayloadSchema.shape.code }),
};

/**
 * The second step: the authenticator's 6-digit code, or one of the saved recovery codes. A
 * challenge that ended (five wrong codes, five minutes) sends the staff member back to the
 * password.
 */
export function CodeStep({
  challenge,
  username,
  onSignedIn,
  onChallengeEnded,
  onStartOver,
}: {
  challenge: string;
  username: string;
  onSignedIn: (session: StaffSessionValue) => Promise<void>;
  onChallengeEnded: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('signIn');
  const [method, setMethod] = useState<Method>('totp');
  return (
    <>
      <p className={styles.lead}>
        {method === 'totp' ? t('code.lead', { username }) : t('code.recoveryLead')}
      </p>
      <CodeForm
        key={method}
        method={method}
        challenge={challenge}
        onSignedIn={onSignedIn}
        onChallengeEnded={onChallengeEnded}
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setMethod(method === 'totp' ? 'recovery' : 'totp')}
        >
          {method === 'totp' ? t('code.useRecovery') : t('code.useApp')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onStartOver}>
          {t('startOver')}
        </button>
      </div>
    </>
  );
}

function CodeForm({
  method,
  challenge,
  onSignedIn,
  onChallengeEnded,
}: {
  method: Method;
  challenge: string;
  onSignedIn: (session: StaffSessionValue) => Promise<void>;
  onChallengeEnded: () => void;
}) {
  const { t } = useTranslation('signIn');
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(schemas[method], { code: '' });

  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await onSignedIn(await verify(challenge, code));
    } catch (failure) {
      if (challengeEnded(failure)) return onChallengeEnded();
      setError(failure);
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  const totp = method === 'totp';
  return (
    <form onSubmit={submit} noValidate>
      <StepError error={error} />
      <Field
        label={totp ? t('code.label') : t('code.recoveryLabel')}
        error={
          form.formState.errors.code
            ? totp
              ? t('code.invalid')
              : t('code.recoveryInvalid')
            : undefined
        }
      >
        {(props) => (
          <TextInput
            {...props}
            autoFocus
            autoComplete="one-time-code"
            inputMode={totp ? 'numeric' : 'text'}
            maxLength={totp ? 6 : 32}
            placeholder={totp ? '123456' : 'abcde-12345'}
            spellCheck={false}
            {...form.register('code')}
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="primary"
        busy={form.formState.isSubmitting}
        className={styles.submit}
      >
        {t('code.submit')}
      </Button>
    </form>
  );
}
