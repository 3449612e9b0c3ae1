import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  maintenanceSettingSchema,
  type MaintenanceSetting,
} from '@portal/shared/schemas/site-settings';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Badge, ErrorState, Loading } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import {
  CheckboxField,
  payloadResolver,
  showServerDetails,
  useFieldError,
} from '../content/kit/form-kit';
import { LanguageTabs } from '../content/kit/language-tabs';
import { fromSiteInput, toSiteInput } from '../content/kit/site-time';
import { SettingCard } from './setting-card';
import { localizedForm, localizedValue, useSiteQuery, useStoreAnswer } from './site-api';
import styles from './site.module.css';

const PATH = '/site/maintenance';

interface MaintenanceForm {
  enabled: boolean;
  title: Record<Language, string>;
  info: Record<Language, string>;
  until: string;
}

const toForm = (setting: MaintenanceSetting): MaintenanceForm => ({
  enabled: setting.enabled,
  title: localizedForm(setting.title),
  info: localizedForm(setting.info),
  until: toSiteInput(setting.until),
});

function toPayload(form: MaintenanceForm): MaintenanceSetting {
  const title = localizedValue(form.title);
  const info = localizedValue(form.info);
  return {
    enabled: form.enabled,
    ...(title ? { title } : {}),
    ...(info ? { info } : {}),
    until: fromSiteInput(form.until),
  };
}

/** Maintenance: every visitor gets the maintenance page (status 1) while it is on. */
export function MaintenanceCard({ onSaved }: { onSaved: () => void }) {
  const setting = useSiteQuery<MaintenanceSetting>(PATH);
  if (setting.isPending) return <Loading />;
  if (setting.isError)
    return <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />;
  return <MaintenanceForm setting={setting.data} onSaved={onSaved} />;
}

function MaintenanceForm({
  setting,
  onSaved,
}: {
  setting: MaintenanceSetting;
  onSaved: () => void;
}) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const fieldError = useFieldError();
  const toast = useToast();
  const store = useStoreAnswer();
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<MaintenanceSetting | null>(null);
  const form = useForm<MaintenanceForm, unknown, MaintenanceSetting>({
    defaultValues: toForm(setting),
    resolver: payloadResolver(maintenanceSettingSchema, toPayload),
  });
  const values = useWatch({ control: form.control });
  useEffect(() => form.reset(toForm(setting)), [setting, form]);

  const send = async (body: MaintenanceSetting) => {
    const next = await api<MaintenanceSetting>(PATH, { method: 'PUT', body });
    store(PATH, next);
    onSaved();
    toast(next.enabled ? t('maintenance.nowOn') : t('maintenance.nowOff'));
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // Switching the whole site off for visitors is confirmed first.
    if (body.enabled && !setting.enabled) {
      setConfirming(body);
      return;
    }
    try {
      await send(body);
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const filled = (code: Language) =>
    Boolean(values.title?.[code]?.trim() || values.info?.[code]?.trim());

  return (
    <>
      <SettingCard
        title={t('maintenance.title')}
        description={t('maintenance.description')}
        canManage={canManage}
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        error={failure}
      >
        <div className={styles.statusLine}>
          {setting.enabled ? (
            <Badge tone="danger">{t('maintenance.on')}</Badge>
          ) : (
            <Badge tone="success">{t('maintenance.off')}</Badge>
          )}
          {setting.enabled && setting.until ? (
            <span>{t('maintenance.plannedEnd', { time: formatSiteTime(setting.until) })}</span>
          ) : null}
        </div>
        <CheckboxField
          label={t('maintenance.switch')}
          hint={t('maintenance.switchHint')}
          {...form.register('enabled')}
        />
        <Field
          label={t('maintenance.until')}
          hint={t('maintenance.untilHint')}
          error={fieldError(form.formState.errors.until)}
        >
          {(props) => <TextInput {...props} type="datetime-local" {...form.register('until')} />}
        </Field>
        <LanguageTabs label={t('texts')} filled={filled}>
          {(code) => (
            <>
              <Field label={t('maintenance.pageTitle', { language: code })}>
                {(props) => <TextInput {...props} {...form.register(`title.${code}`)} />}
              </Field>
              <Field
                label={t('maintenance.pageText', { language: code })}
                hint={t('defaultTextHint')}
              >
                {(props) => <TextArea {...props} rows={3} {...form.register(`info.${code}`)} />}
              </Field>
            </>
          )}
        </LanguageTabs>
      </SettingCard>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('maintenance.confirmTitle')}
        description={t('maintenance.confirmText')}
        confirmLabel={t('maintenance.confirm')}
        variant="danger"
        onConfirm={async () => send(confirming!)}
      />
    </>
  );
}
