import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HumanCheckProvider } from '@portal/shared/constants/human-check';
import type { HumanCheckSetting } from '@portal/shared/schemas/human-check';
import { useCan } from '../../auth/staff-context';
import { CheckboxField } from '../content/kit/form-kit';
import { SettingCard } from './setting-card';

/**
 * Where members must pass the human check (decision 064): login, the SMS login code and
 * registration. The provider and its keys come from the environment; without them the switches
 * wait and nothing is asked.
 */
export function HumanCheckCard({
  setting,
  provider,
  save,
}: {
  setting: HumanCheckSetting;
  provider: HumanCheckProvider | null;
  save: (key: 'humanCheck', body: HumanCheckSetting) => Promise<unknown>;
}) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<HumanCheckSetting>({ defaultValues: setting });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save('humanCheck', values);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.humanCheck')}
      description={
        provider
          ? t('settings.humanCheckProvider', { provider: t(`settings.humanCheckName.${provider}`) })
          : t('settings.humanCheckNoProvider')
      }
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      <CheckboxField label={t('settings.humanCheckLogin')} {...form.register('login')} />
      <CheckboxField label={t('settings.humanCheckSmsCode')} {...form.register('smsCode')} />
      <CheckboxField label={t('settings.humanCheckRegister')} {...form.register('register')} />
    </SettingCard>
  );
}
