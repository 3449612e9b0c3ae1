import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileSettingSchema, type ProfileSetting } from '@portal/shared/schemas/member-profile';
import { useCan } from '../../auth/staff-context';
import { CheckboxField, payloadResolver } from '../content/kit/form-kit';
import { SettingCard } from './setting-card';

/**
 * Whether members may change the profile fields they already filled (decision 057); real name
 * and birthday verified by identity checks stay as they are either way.
 */
export function ProfileSettingCard({
  setting,
  save,
}: {
  setting: ProfileSetting;
  save: (key: 'profile', body: ProfileSetting) => Promise<unknown>;
}) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ProfileSetting>({
    defaultValues: setting,
    resolver: payloadResolver(profileSettingSchema, (values: ProfileSetting) => values),
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('profile', body);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.profile')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      <CheckboxField
        label={t('settings.profileChanges')}
        hint={t('settings.profileChangesHint')}
        {...form.register('changesAllowed')}
      />
    </SettingCard>
  );
}
