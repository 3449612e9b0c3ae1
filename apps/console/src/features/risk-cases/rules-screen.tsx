import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskRuleView } from '@portal/shared/schemas/risk-cases';
import { useCan } from '../../auth/staff-context';
import { Field, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import {
  Badge,
  Card,
  ErrorAlert,
  ErrorState,
  Loading,
  Notice,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatSiteTime } from '../../lib/format';
import { useRiskAction, useRiskRules } from './api';
import styles from './risk-cases.module.css';

/**
 * What a threshold shows and takes: amounts (`...Minor`) as decimals of the currency, the play
 * ratio (`ratioBps`) as a percentage, counts and hours as they are. Integer arithmetic on the
 * typed text, so 12.34 is 1234 minor units exactly.
 */
export function toShown(key: string, value: number): string {
  if (key.endsWith('Minor')) return (value / 100).toFixed(2);
  if (key === 'ratioBps') return String(value / 100);
  return String(value);
}

export function fromShown(key: string, text: string): number {
  const trimmed = text.trim();
  if (key.endsWith('Minor') || key === 'ratioBps') {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
    if (!match) return Number.NaN;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The money-pattern rules: each switch and its thresholds; the risk desk changes them. */
export default function RulesScreen() {
  const { t } = useTranslation('riskCases');
  const can = useCan();
  const rules = useRiskRules();
  const editable = can('compliance.manage');
  if (rules.isPending) return <Loading />;
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <>
      <PageHeader title={t('rules.title')} description={t('rules.description')} />
      {editable ? null : <Notice>{t('rules.readOnly')}</Notice>}
      <div className={styles.rules}>
        {rules.data.list.map((rule) => (
          <RuleCard key={rule.rule} rule={rule} editable={editable} />
        ))}
      </div>
    </>
  );
}

function RuleCard({ rule, editable }: { rule: RiskRuleView; editable: boolean }) {
  const { t } = useTranslation('riskCases');
  const toast = useToast();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(rule.params).map(([key, value]) => [key, toShown(key, value)]),
    ),
  );
  const save = useRiskAction<RiskRuleView, Record<string, number>>((params) => [
    `/risk-rules/${rule.rule}`,
    { method: 'PUT', body: { enabled, params } },
  ]);
  const name = t(`rule.${rule.rule}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = Object.fromEntries(
      Object.entries(values).map(([key, text]) => [key, fromShown(key, text)]),
    );
    await save.mutateAsync(params);
    toast(t('rules.saved', { rule: name }));
  };
  return (
    <Card
      title={name}
      actions={
        <Badge tone={rule.enabled ? 'success' : 'neutral'}>
          {rule.enabled ? t('rules.enabled') : '—'}
        </Badge>
      }
    >
      <form
        className={styles.ruleForm}
        aria-label={name}
        onSubmit={(event) => void submit(event).catch(() => {})}
      >
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={enabled}
            disabled={!editable}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('rules.enabled')}
        </label>
        {Object.keys(rule.params).map((key) => (
          <Field key={key} label={t(`rules.${key}`)}>
            {(field) => (
              <TextInput
                {...field}
                inputMode="decimal"
                readOnly={!editable}
                value={values[key] ?? ''}
                onChange={(event) => setValues({ ...values, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
        {rule.updatedBy ? (
          <span className={styles.muted}>
            {t('rules.updated', { by: rule.updatedBy, at: formatSiteTime(rule.updatedAt) })}
          </span>
        ) : null}
        <ErrorAlert error={save.error} />
        {editable ? (
          <div>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('rules.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
