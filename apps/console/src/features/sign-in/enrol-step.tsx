import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { totpCodeSchema, type StaffEnrolConfirmValue } from '@portal/shared/schemas/operator';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { ErrorState, Loading } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { challengeEnded, confirmEnrolment, startEnrolment } from './sign-in-api';
import { StepError } from './step-error';
import styles from './sign-in.module.css';

const confirmSchema = z.object({ code: totpCodeSchema });

/** A base32 key in groups of four, as people type it into an app. */
export const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The first sign-in of a staff member without a factor: a new secret as a QR code and as a key to
 * type, confirmed by its first code. Confirming answers the session and the recovery codes.
 */
export function EnrolStep({
  challenge,
  onEnrolled,
  onChallengeEnded,
}: {
  challenge: string;
  onEnrolled: (value: StaffEnrolConfirmValue) => void;
  onChallengeEnded: () => void;
}) {
  const { t } = useTranslation('signIn');
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(confirmSchema, { code: '' });
  const secret = useQuery({
    queryKey: ['operator', 'session', 'enrol', challenge],
    queryFn: () => startEnrolment(challenge),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const ended = secret.isError && challengeEnded(secret.error);
  useEffect(() => {
    if (ended) onChallengeEnded();
  }, [ended, onChallengeEnded]);

  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      onEnrolled(await confirmEnrolment(challenge, code));
    } catch (failure) {
      if (challengeEnded(failure)) return onChallengeEnded();
      setError(failure);
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  if (secret.isPending) return <Loading label={t('enrol.preparing')} />;
  if (secret.isError) return <ErrorState error={secret.error} />;
  const { otpauthUri, secret: key } = secret.data;

  const copyKey = async () => {
    await navigator.clipboard?.writeText(key);
    toast(t('enrol.copyKey'));
  };

  return (
    <>
      <p className={styles.lead}>{t('enrol.lead')}</p>
      <ol className={styles.steps}>
        <li>
          <div>
            <p className={styles.stepText}>{t('enrol.stepScan')}</p>
            <div className={styles.enrol}>
              <span className={styles.qr}>
                <QRCodeSVG
                  value={otpauthUri}
                  size={152}
                  role="img"
                  aria-label={t('enrol.qrLabel')}
                />
              </span>
              <div>
                <p className={styles.hint}>{t('enrol.stepManual')}</p>
                <code
                  className={styles.secret}
                  aria-label={t('enrol.secretLabel')}
                  data-secret={key}
                >
                  {groupKey(key)}
                </code>
                <Button size="sm" onClick={() => void copyKey()}>
                  {t('enrol.copyKey')}
                </Button>
              </div>
            </div>
          </div>
        </li>
        <li>
          <p className={styles.stepText}>{t('enrol.stepConfirm')}</p>
        </li>
      </ol>
      <form onSubmit={submit} noValidate>
        <StepError error={error} />
        <Field
          label={t('code.label')}
          error={form.formState.errors.code ? t('code.invalid') : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="123456"
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
          {t('enrol.submit')}
        </Button>
      </form>
    </>
  );
}
