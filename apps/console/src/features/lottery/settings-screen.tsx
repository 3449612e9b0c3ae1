import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIZE_MODES } from '@portal/shared/lottery/odds';
import {
  operatorLotteryLimitsSchema,
  type OperatorLotteryLimits,
} from '@portal/shared/schemas/lottery';
import { useCan } from '../../auth/staff-context';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import {
  Card,
  ErrorAlert,
  ErrorState,
  Loading,
  Notice,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useLotterySettings, useSaveLotterySettings } from './lottery-calls';
import { LotteryTabs } from './lottery-tabs';
import styles from './lottery.module.css';

/** The lottery settings (`/lottery/settings`): read by the desk, changed by `lottery.manage`. */
export default function SettingsScreen() {
  const { t } = useTranslation('lottery');
  const query = useLotterySettings();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <LotteryTabs />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: OperatorLotteryLimits }) {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const editable = useCan()('lottery.manage');
  const save = useSaveLotterySettings();
  const form = useZodForm(operatorLotteryLimitsSchema, settings);
  const { errors } = form.formState;
  // A saved or reloaded value becomes the form's new starting point.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => form.reset(settings), [settings]);
  const message = (error: { message?: string } | undefined) =>
    error ? t('settings.invalid') : undefined;

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values);
    toast(t('settings.saved'));
  });

  const integer = { valueAsNumber: true } as const;
  return (
    <Card>
      {!editable ? <Notice>{t('settings.readOnly')}</Notice> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0 }}>
          <div className={styles.form}>
            <FieldRow>
              <Field label={t('settings.cutoffMinutes')} error={message(errors.cutoffMinutes)}>
                {(props) => (
                  <TextInput
                    {...props}
                    type="number"
                    min={1}
                    max={120}
                    {...form.register('cutoffMinutes', integer)}
                  />
                )}
              </Field>
              <Field
                label={t('settings.fastCutoffSeconds')}
                error={message(errors.fastCutoffSeconds)}
              >
                {(props) => (
                  <TextInput
                    {...props}
                    type="number"
                    min={1}
                    max={50}
                    {...form.register('fastCutoffSeconds', integer)}
                  />
                )}
              </Field>
            </FieldRow>
            <FieldRow>
              <Field label={t('settings.minUnitStake')} error={message(errors.minUnitStake)}>
                {(props) => (
                  <TextInput {...props} inputMode="decimal" {...form.register('minUnitStake')} />
                )}
              </Field>
              <Field label={t('settings.maxMultiplier')} error={message(errors.maxMultiplier)}>
                {(props) => (
                  <TextInput
                    {...props}
                    type="number"
                    min={1}
                    max={10000}
                    {...form.register('maxMultiplier', integer)}
                  />
                )}
              </Field>
            </FieldRow>
            <FieldRow>
              <Field
                label={t('settings.maxStakePerNumber')}
                error={message(errors.maxStakePerNumber)}
              >
                {(props) => (
                  <TextInput
                    {...props}
                    inputMode="decimal"
                    {...form.register('maxStakePerNumber')}
                  />
                )}
              </Field>
              <Field label={t('settings.prizeMode')} error={message(errors.prizeMode)}>
                {(props) => (
                  <SelectInput {...props} {...form.register('prizeMode')}>
                    {PRIZE_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(`settings.prizeModes.${mode}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
            </FieldRow>
            <FieldRow>
              <Field
                label={t('settings.liabilityCap')}
                hint={t('settings.liabilityHint')}
                error={message(errors.liabilityCap)}
              >
                {(props) => (
                  <TextInput {...props} inputMode="decimal" {...form.register('liabilityCap')} />
                )}
              </Field>
            </FieldRow>
          </div>
        </fieldset>
        <ErrorAlert error={save.error} />
        {editable ? (
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('settings.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
