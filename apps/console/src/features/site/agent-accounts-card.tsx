import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGENT_CENTRE_TYPES } from '@portal/shared/constants/limits';
import type { AgentAccountsSetting } from '@portal/shared/schemas/site-settings';
import { useCan } from '../../auth/staff-context';
import { CheckboxField } from '../content/kit/form-kit';
import { SettingCard } from './setting-card';

type AgentType = (typeof AGENT_CENTRE_TYPES)[number];
/** One checkbox per agent type: checked types are agents only. */
type Form = Record<`t${AgentType}`, boolean>;

const toForm = (setting: AgentAccountsSetting): Form =>
  Object.fromEntries(
    AGENT_CENTRE_TYPES.map((type) => [`t${type}`, setting.nonMemberTypes.includes(type)]),
  ) as Form;

/**
 * Which agent account types only run their agency (spec section 5: a non-member cannot log in to
 * the member area): such accounts keep the agent centre, their wallet and records, and every call
 * that plays answers NON_MEMBER.
 */
export function AgentAccountsCard({
  setting,
  save,
}: {
  setting: AgentAccountsSetting;
  save: (key: 'agentAccounts', body: AgentAccountsSetting) => Promise<unknown>;
}) {
  const { t } = useTranslation(['site', 'agency']);
  const canManage = useCan()('site.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Form>({ defaultValues: toForm(setting) });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save('agentAccounts', {
        nonMemberTypes: AGENT_CENTRE_TYPES.filter((type) => values[`t${type}`]),
      });
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.agentAccounts')}
      description={t('settings.agentAccountsHint')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      {AGENT_CENTRE_TYPES.map((type) => (
        <CheckboxField
          key={type}
          label={t('settings.agentOnly', { type: t(`type.${type}`, { ns: 'agency' }), code: type })}
          {...form.register(`t${type}`)}
        />
      ))}
    </SettingCard>
  );
}
