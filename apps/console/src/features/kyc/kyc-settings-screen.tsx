import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { kycSettingsSchema, type KycSettings } from '@portal/shared/schemas/kyc';
import { useCan } from '../../auth/staff-context';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert, ErrorState, Loading, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { payloadResolver, showServerDetails } from '../content/kit/form-kit';
import { useKycSettings, useSaveKycSettings } from './kyc-calls';
import styles from './kyc.module.css';

const MEBIBYTE = 1024 * 1024;
/** A decimal with at most 2 decimals, as money and file sizes are typed. */
const DECIMAL = /^\d+(?:\.\d{1,2})?$/;

/** The form holds the texts typed, under the settings' own names (so errors land on them). */
type SettingsForm = Record<keyof KycSettings, string>;

/** An amount in the currency's major unit, 2 decimals; anything else is not a number. */
const amountOf = (text: string) => (DECIMAL.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A file size shown in MB: exact when it is, else to 2 decimals. */
const megabytes = (bytes: number) => {
  const value = bytes / MEBIBYTE;
  return Number(value.toFixed(2)) === value ? String(value) : value.toFixed(2);
};

function formOf(settings: KycSettings): SettingsForm {
  return {
    minimumAge: String(settings.minimumAge),
    withdrawalThreshold: settings.withdrawalThreshold.toFixed(2),
    lifetimeThreshold: settings.lifetimeThreshold.toFixed(2),
    maxFileBytes: megabytes(settings.maxFileBytes),
  };
}

/**
 * The body of the save: the typed texts as the call's numbers. A file size left as shown keeps
 * its stored bytes, so a size the MB figure rounds is not changed by saving something else.
 */
function payloadOf(settings: KycSettings) {
  const shownSize = megabytes(settings.maxFileBytes);
  return (form: SettingsForm) => {
    const size = form.maxFileBytes.trim();
    return {
      minimumAge: Number(form.minimumAge),
      withdrawalThreshold: amountOf(form.withdrawalThreshold),
      lifetimeThreshold: amountOf(form.lifetimeThreshold),
      maxFileBytes:
        size === shownSize
          ? settings.maxFileBytes
          : DECIMAL.test(size)
            ? Math.round(Number(size) * MEBIBYTE)
            : Number.NaN,
    };
  };
}

/** The identity check settings (`/kyc/settings`): the age rule, the thresholds, the file size. */
export default function KycSettingsScreen() {
  const { t } = useTranslation('kyc');
  const query = useKycSettings();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        // A saved value becomes the form's new starting point.
        <SettingsCard key={query.dataUpdatedAt} settings={query.data} />
      )}
    </>
  );
}

function SettingsCard({ settings }: { settings: KycSettings }) {
  const { t } = useTranslation('kyc');
  const toast = useToast();
  const canManage = useCan()('compliance.manage');
  const save = useSaveKycSettings();
  const form = useForm<SettingsForm, unknown, KycSettings>({
    defaultValues: formOf(settings),
    resolver: payloadResolver(kycSettingsSchema, payloadOf(settings)),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      showServerDetails(error, form.setError);
      return; // The refusal shows above the button.
    }
    toast(t('settings.saved'));
  });
  const message = (key: keyof KycSettings) =>
    errors[key] ? t(`settings.invalid.${key}`) : undefined;
  return (
    <Card className={styles.settings}>
      <form
        className={styles.form}
        aria-label={t('settings.title')}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <fieldset disabled={!canManage} className={`${styles.fieldset} ${styles.form}`}>
          <Field
            label={t('settings.minimumAge')}
            hint={t('settings.minimumAgeHint')}
            error={message('minimumAge')}
          >
            {(props) => (
              <SelectInput {...props} {...form.register('minimumAge')}>
                <option value="18">18</option>
                <option value="21">21</option>
              </SelectInput>
            )}
          </Field>
          <FieldRow>
            <Field
              label={t('settings.withdrawalThreshold')}
              hint={t('settings.withdrawalThresholdHint')}
              error={message('withdrawalThreshold')}
            >
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="decimal"
                  {...form.register('withdrawalThreshold')}
                />
              )}
            </Field>
            <Field
              label={t('settings.lifetimeThreshold')}
              hint={t('settings.lifetimeThresholdHint')}
              error={message('lifetimeThreshold')}
            >
              {(props) => (
                <TextInput {...props} inputMode="decimal" {...form.register('lifetimeThreshold')} />
              )}
            </Field>
          </FieldRow>
          <Field
            label={t('settings.maxFileSize')}
            hint={t('settings.maxFileSizeHint')}
            error={message('maxFileBytes')}
          >
            {(props) => (
              <TextInput {...props} inputMode="decimal" {...form.register('maxFileBytes')} />
            )}
          </Field>
        </fieldset>
        <ErrorAlert error={save.error} />
        {canManage ? (
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t('common:action.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
