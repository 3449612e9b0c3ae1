import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  regionRestrictionSettingSchema,
  type OperatorRegion,
  type RegionCheckValue,
  type RegionRestrictionSetting,
} from '@portal/shared/schemas/site-settings';
import { isCidr } from '@portal/shared/validation/cidr';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import {
  Badge,
  Card,
  ErrorAlert,
  ErrorState,
  Loading,
  Notice,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CheckboxField, payloadResolver } from '../content/kit/form-kit';
import { LanguageTabs } from '../content/kit/language-tabs';
import { SettingCard } from './setting-card';
import { linesOf, localizedForm, localizedValue, useSiteQuery, useStoreAnswer } from './site-api';
import styles from './site.module.css';

const PATH = '/site/region';

interface RegionForm {
  enabled: boolean;
  blocked: string;
  allowed: string;
  title: Record<Language, string>;
  info: Record<Language, string>;
}

const toForm = (region: RegionRestrictionSetting): RegionForm => ({
  enabled: region.enabled,
  blocked: region.blockedCidrs.join('\n'),
  allowed: region.allowedCidrs.join('\n'),
  title: localizedForm(region.title),
  info: localizedForm(region.info),
});

function toPayload(form: RegionForm): RegionRestrictionSetting {
  const title = localizedValue(form.title);
  const info = localizedValue(form.info);
  return {
    enabled: form.enabled,
    blockedCidrs: linesOf(form.blocked),
    allowedCidrs: linesOf(form.allowed),
    ...(title ? { title } : {}),
    ...(info ? { info } : {}),
  };
}

/** The lines that are not an address or range in standard notation, with their line numbers. */
function badLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line, index) => [line.trim(), index + 1] as const)
    .filter(([line]) => line !== '' && !isCidr(line))
    .map(([line, number]) => `${number}: ${line}`);
}

/** Region blocking: visitors in a blocked range (and in no allowed one) get status 2. */
export function RegionCard({ onSaved }: { onSaved: () => void }) {
  const region = useSiteQuery<OperatorRegion>(PATH);
  if (region.isPending) return <Loading />;
  if (region.isError)
    return <ErrorState error={region.error} onRetry={() => void region.refetch()} />;
  return <RegionForm region={region.data} onSaved={onSaved} />;
}

function RegionForm({ region, onSaved }: { region: OperatorRegion; onSaved: () => void }) {
  const { t } = useTranslation('site');
  const canManage = useCan()('site.manage');
  const toast = useToast();
  const store = useStoreAnswer();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<RegionForm, unknown, RegionRestrictionSetting>({
    defaultValues: toForm(region),
    resolver: payloadResolver(regionRestrictionSettingSchema, toPayload),
  });
  const values = useWatch({ control: form.control });
  useEffect(() => form.reset(toForm(region)), [region, form]);
  const badBlocked = useMemo(() => badLines(values.blocked), [values.blocked]);
  const badAllowed = useMemo(() => badLines(values.allowed), [values.allowed]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const next = await api<OperatorRegion>(PATH, { method: 'PUT', body });
      store(PATH, next);
      onSaved();
      toast(t('region.saved'));
    } catch (error) {
      setFailure(error);
    }
  });

  const filled = (code: Language) =>
    Boolean(values.title?.[code]?.trim() || values.info?.[code]?.trim());

  return (
    <SettingCard
      title={t('region.title')}
      description={t('region.description')}
      canManage={canManage}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      error={failure}
    >
      <div className={styles.statusLine}>
        {region.enabled ? (
          <Badge tone="warning">{t('region.on')}</Badge>
        ) : (
          <Badge>{t('region.off')}</Badge>
        )}
        <span>
          {t('region.you', { ip: region.callerIp })}{' '}
          {region.callerBlocked ? (
            <Badge tone="danger">{t('region.youBlocked')}</Badge>
          ) : (
            <Badge tone="success">{t('region.youAllowed')}</Badge>
          )}
        </span>
      </div>
      <CheckboxField
        label={t('region.switch')}
        hint={t('region.switchHint')}
        {...form.register('enabled')}
      />
      <div className={styles.rangeRow}>
        <Field
          label={t('region.blocked')}
          hint={t('region.rangesHint')}
          error={badBlocked.length > 0 ? t('region.badRanges') : undefined}
        >
          {(props) => (
            <TextArea {...props} rows={6} className={styles.mono} {...form.register('blocked')} />
          )}
        </Field>
        <Field
          label={t('region.allowed')}
          hint={t('region.allowedHint')}
          error={badAllowed.length > 0 ? t('region.badRanges') : undefined}
        >
          {(props) => (
            <TextArea {...props} rows={6} className={styles.mono} {...form.register('allowed')} />
          )}
        </Field>
      </div>
      {badBlocked.length + badAllowed.length > 0 ? (
        <ul className={styles.badLines} aria-label={t('region.badRanges')}>
          {[...badBlocked, ...badAllowed].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <LanguageTabs label={t('texts')} filled={filled}>
        {(code) => (
          <>
            <Field label={t('region.pageTitle', { language: code })}>
              {(props) => <TextInput {...props} {...form.register(`title.${code}`)} />}
            </Field>
            <Field label={t('region.pageText', { language: code })} hint={t('defaultTextHint')}>
              {(props) => <TextArea {...props} rows={2} {...form.register(`info.${code}`)} />}
            </Field>
          </>
        )}
      </LanguageTabs>
    </SettingCard>
  );
}

/** Whether the saved ranges block an address a member reports, and which ranges hold it. */
export function RegionCheckCard() {
  const { t } = useTranslation('site');
  const [ip, setIp] = useState('');
  const [result, setResult] = useState<RegionCheckValue | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const check = async () => {
    setFailure(null);
    setResult(null);
    try {
      setResult(await api<RegionCheckValue>(`${PATH}/check`, { query: { ip: ip.trim() } }));
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Card title={t('region.check')}>
      <p className={styles.description}>{t('region.checkHint')}</p>
      <div className={styles.checkRow}>
        <TextInput
          aria-label={t('region.checkIp')}
          placeholder="203.0.113.7"
          value={ip}
          onChange={(event) => setIp(event.target.value)}
          style={{ maxWidth: 260 }}
        />
        <Button size="sm" onClick={check} disabled={!ip.trim()}>
          {t('region.checkAction')}
        </Button>
      </div>
      <ErrorAlert error={failure} />
      {result ? (
        <div className={styles.checkResult}>
          <Notice>
            {result.blocked
              ? t('region.checkBlocked', { ip: result.ip })
              : t('region.checkAllowed', { ip: result.ip })}
            {result.blockedBy.length > 0
              ? ` ${t('region.checkBlockedBy', { ranges: result.blockedBy.join(', ') })}`
              : ''}
            {result.allowedBy.length > 0
              ? ` ${t('region.checkAllowedBy', { ranges: result.allowedBy.join(', ') })}`
              : ''}
          </Notice>
        </div>
      ) : null}
    </Card>
  );
}
