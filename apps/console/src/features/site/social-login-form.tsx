import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { socialProviders, type SocialLoginSetting } from '@portal/shared/schemas/social-sign-in';
import { useCan } from '../../auth/staff-context';
import { CheckboxField } from '../content/kit/form-kit';
import { SettingCard } from './setting-card';
import { useSaveSetting } from './site-api';

/** The social sign-in providers the login form offers (decision 056), audited like the others. */
export function SocialLoginForm({ setting }: { setting: SocialLoginSetting }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const save = useSaveSetting();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SocialLoginSetting>({ defaultValues: setting });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('socialLogin', body);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.social')}
      description={t('settings.socialHint')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      {socialProviders.map((provider) => (
        <CheckboxField key={provider} label={t(`flag.${provider}`)} {...form.register(provider)} />
      ))}
    </SettingCard>
  );
}
