import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES } from '@portal/shared/constants/languages';
import { MIN_AGES, type MinimumAge } from '@portal/shared/constants/limits';
import {
  siteSettingsBodySchemas,
  type OperatorSiteSettings,
} from '@portal/shared/schemas/site-settings';
import type { RegisterFlags, SiteSettings } from '@portal/shared/schemas/system';
import { registerFlagProblems } from '@portal/shared/validation/register-flags';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ErrorState, Loading, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import {
  CheckboxField,
  FormRow,
  payloadResolver,
  showServerDetails,
  useFieldError,
} from '../content/kit/form-kit';
import { AgentAccountsCard } from './agent-accounts-card';
import { HumanCheckCard } from './human-check-card';
import { ProfileSettingCard } from './profile-setting-card';
import { SettingCard } from './setting-card';
import { SocialLoginForm } from './social-login-form';
import { linesOf, useSaveSetting, useSiteQuery, useStoreAnswer } from './site-api';
import styles from './site.module.css';

const PATH = '/site/settings';

/** The settings the admin command sets, as forms: site, sign-up flags, analytics, brand, CDNs. */
export default function SettingsScreen() {
  const { t } = useTranslation('site');
  const settings = useSiteQuery<OperatorSiteSettings>(PATH);
  const save = useSaveSetting();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <div className={styles.grid}>
          <SiteForm site={settings.data.site} />
          <RegisterForm flags={settings.data.register} />
          <SocialLoginForm setting={settings.data.socialLogin} />
          <AnalyticsForm gtagId={settings.data.analytics.gtagId} />
          <BrandForm name={settings.data.brand.name} />
          <ProfileSettingCard setting={settings.data.profile} save={save} />
          <AgentAccountsCard setting={settings.data.agentAccounts} save={save} />
          <HumanCheckCard
            setting={settings.data.humanCheck}
            provider={settings.data.humanCheckProvider}
            save={save}
          />
          <CdnForm cdns={settings.data.cdns} />
        </div>
      ) : null}
    </>
  );
}

interface SiteForm extends Omit<
  SiteSettings,
  'esportsProviders' | 'cockfightProviders' | 'licences' | 'contacts' | 'minimumAge'
> {
  minimumAge: string;
  esportsProviders: string;
  cockfightProviders: string;
  licences: string;
  contacts: string;
}

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

function sitePayload(form: SiteForm): SiteSettings {
  return {
    ...form,
    supportedLanguages: [...(form.supportedLanguages ?? [])],
    minimumAge: Number(form.minimumAge) as MinimumAge,
    esportsProviders: list(form.esportsProviders),
    cockfightProviders: list(form.cockfightProviders),
    licences: linesOf(form.licences),
    contacts: linesOf(form.contacts).map((line) => {
      const [kind = '', ...rest] = line.split(/\s+/);
      return { kind, url: rest.join(' ') };
    }),
  };
}

function SiteForm({ site }: { site: SiteSettings }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const fieldError = useFieldError();
  const save = useSaveSetting();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SiteForm, unknown, SiteSettings>({
    defaultValues: {
      ...site,
      minimumAge: String(site.minimumAge),
      esportsProviders: site.esportsProviders.join(', '),
      cockfightProviders: site.cockfightProviders.join(', '),
      licences: site.licences.join('\n'),
      contacts: site.contacts.map((contact) => `${contact.kind} ${contact.url}`).join('\n'),
    },
    resolver: payloadResolver(siteSettingsBodySchemas.site, sitePayload),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('site', body);
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });
  return (
    <SettingCard
      title={t('settings.site')}
      description={t('settings.siteHint')}
      canManage={canManage}
      onSubmit={submit}
      busy={formState.isSubmitting}
      error={failure}
    >
      <FormRow>
        <Field label={t('settings.currency')} error={fieldError(errors.currency)}>
          {(props) => <TextInput {...props} {...register('currency')} />}
        </Field>
        <Field label={t('settings.currencySymbol')} error={fieldError(errors.currencySymbol)}>
          {(props) => <TextInput {...props} {...register('currencySymbol')} />}
        </Field>
        <Field label={t('settings.defaultLanguage')} error={fieldError(errors.defaultLanguage)}>
          {(props) => (
            <SelectInput {...props} {...register('defaultLanguage')}>
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} · {LANGUAGES[code].nativeName}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
      </FormRow>
      <span className={styles.groupLabel}>{t('settings.supportedLanguages')}</span>
      <div className={styles.checks}>
        {LANGUAGE_CODES.map((code) => (
          <label key={code}>
            <input type="checkbox" value={code} {...register('supportedLanguages')} />
            {code}
          </label>
        ))}
      </div>
      <Field
        label={t('settings.minimumAge')}
        hint={t('settings.minimumAgeHint')}
        error={fieldError(errors.minimumAge)}
      >
        {(props) => (
          <SelectInput {...props} {...register('minimumAge')}>
            {MIN_AGES.map((age) => (
              <option key={age} value={age}>
                {t('settings.years', { age })}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <CheckboxField
        label={t('settings.loginWall')}
        hint={t('settings.loginWallHint')}
        {...register('loginedToHomePage')}
      />
      <FormRow>
        <Field label={t('settings.merchant')} error={fieldError(errors.merchant)}>
          {(props) => <TextInput {...props} {...register('merchant')} />}
        </Field>
        <Field label={t('settings.platform')} error={fieldError(errors.platform)}>
          {(props) => <TextInput {...props} {...register('platform')} />}
        </Field>
        <Field label={t('settings.chatColour')} error={fieldError(errors.chatHeaderColor)}>
          {(props) => <TextInput {...props} type="color" {...register('chatHeaderColor')} />}
        </Field>
      </FormRow>
      <FormRow>
        <Field label={t('settings.esports')} hint={t('settings.commaList')}>
          {(props) => <TextInput {...props} {...register('esportsProviders')} />}
        </Field>
        <Field label={t('settings.cockfight')} hint={t('settings.commaList')}>
          {(props) => <TextInput {...props} {...register('cockfightProviders')} />}
        </Field>
      </FormRow>
      <Field label={t('settings.licences')} hint={t('settings.oneALine')}>
        {(props) => <TextArea {...props} rows={3} {...register('licences')} />}
      </Field>
      <Field label={t('settings.contacts')} hint={t('settings.contactsHint')}>
        {(props) => (
          <TextArea
            {...props}
            rows={4}
            wrap="off"
            className={styles.mono}
            {...register('contacts')}
          />
        )}
      </Field>
    </SettingCard>
  );
}

const FLAGS: (keyof RegisterFlags)[] = [
  'pwdEnabled',
  'usernameEnabled',
  'mobileReg',
  'mobileRegPass',
  'showVerCodeLogin',
  'hasFreePlay',
];

function RegisterForm({ flags }: { flags: RegisterFlags }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const save = useSaveSetting();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<RegisterFlags>({ defaultValues: flags });
  // Flags that would leave members no way in are refused here as on the server.
  const problems = registerFlagProblems(form.watch());
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    if (registerFlagProblems(body).length > 0) return;
    try {
      await save('register', body);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.register')}
      description={t('settings.registerHint')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      {FLAGS.map((flag) => (
        <CheckboxField
          key={flag}
          label={t(`flag.${flag}`)}
          hint={`(${flag})`}
          {...form.register(flag)}
        />
      ))}
      {problems.map((problem) => (
        <p key={problem.reason} role="alert" className={styles.problem}>
          {t(`flagProblem.${problem.reason}`)}
        </p>
      ))}
    </SettingCard>
  );
}

function AnalyticsForm({ gtagId }: { gtagId: string | null }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const fieldError = useFieldError();
  const save = useSaveSetting();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ gtagId: string }, unknown, { gtagId: string | null }>({
    defaultValues: { gtagId: gtagId ?? '' },
    resolver: payloadResolver(siteSettingsBodySchemas.analytics, (values: { gtagId: string }) => ({
      gtagId: values.gtagId.trim() || null,
    })),
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('analytics', body);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.analytics')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      <Field
        label={t('settings.gtagId')}
        hint={t('settings.gtagHint')}
        error={fieldError(form.formState.errors.gtagId)}
      >
        {(props) => <TextInput {...props} placeholder="G-XXXXXXX" {...form.register('gtagId')} />}
      </Field>
    </SettingCard>
  );
}

function BrandForm({ name }: { name: string }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const fieldError = useFieldError();
  const save = useSaveSetting();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ name: string }>({
    defaultValues: { name },
    resolver: payloadResolver(siteSettingsBodySchemas.brand, (values: { name: string }) => ({
      name: values.name.trim(),
    })),
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('brand', body);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <SettingCard
      title={t('settings.brand')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      <Field
        label={t('settings.brandName')}
        hint={t('settings.brandHint')}
        error={fieldError(form.formState.errors.name)}
      >
        {(props) => <TextInput {...props} {...form.register('name')} />}
      </Field>
    </SettingCard>
  );
}

interface CdnForm {
  imageCDNs: string;
  launchGameCDNs: string;
}

/** A list's error, or the error of its first bad item (the form edits the list as lines). */
const itemError = (error: unknown): FieldError | undefined => {
  const items = error as (FieldError | undefined)[] | FieldError | undefined;
  return Array.isArray(items) ? items.find(Boolean) : items;
};

const origins = (text: string) => linesOf(text).map((line) => line.replace(/\/+$/, ''));

function CdnForm({ cdns }: { cdns: OperatorSiteSettings['cdns'] }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const fieldError = useFieldError();
  const save = useSaveSetting();
  const store = useStoreAnswer();
  const toast = useToast();
  const [failure, setFailure] = useState<unknown>(null);
  const [resetting, setResetting] = useState(false);
  const form = useForm<CdnForm, unknown, { imageCDNs: string[]; launchGameCDNs: string[] }>({
    defaultValues: {
      imageCDNs: (cdns?.imageCDNs ?? []).join('\n'),
      launchGameCDNs: (cdns?.launchGameCDNs ?? []).join('\n'),
    },
    resolver: payloadResolver(siteSettingsBodySchemas.cdns, (values: CdnForm) => ({
      imageCDNs: origins(values.imageCDNs),
      launchGameCDNs: origins(values.launchGameCDNs),
    })),
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save('cdns', body);
    } catch (error) {
      setFailure(error);
    }
  });
  const reset = async () => {
    const next = await api<OperatorSiteSettings>(`${PATH}/cdns`, { method: 'DELETE' });
    store(PATH, next);
    form.reset({ imageCDNs: '', launchGameCDNs: '' });
    toast(t('settings.cdnReset'));
  };
  const errors = form.formState.errors;
  return (
    <div className={styles.wide}>
      <SettingCard
        title={t('settings.cdns')}
        description={cdns ? t('settings.cdnsStored') : t('settings.cdnsFromEnvironment')}
        canManage={canManage}
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        error={failure}
        extraActions={
          cdns ? (
            <Button onClick={() => setResetting(true)}>{t('settings.cdnUseEnvironment')}</Button>
          ) : null
        }
      >
        <FormRow>
          <Field
            label={t('settings.imageCdns')}
            hint={t('settings.originsHint')}
            error={fieldError(itemError(errors.imageCDNs))}
          >
            {(props) => <TextArea {...props} rows={3} {...form.register('imageCDNs')} />}
          </Field>
          <Field
            label={t('settings.launchCdns')}
            hint={t('settings.originsHint')}
            error={fieldError(itemError(errors.launchGameCDNs))}
          >
            {(props) => <TextArea {...props} rows={3} {...form.register('launchGameCDNs')} />}
          </Field>
        </FormRow>
      </SettingCard>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('settings.cdnUseEnvironment')}
        description={t('settings.cdnResetText')}
        confirmLabel={t('settings.cdnUseEnvironment')}
        onConfirm={reset}
      />
    </div>
  );
}
