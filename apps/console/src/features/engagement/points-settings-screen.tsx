import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { Language } from '@portal/shared/constants/languages';
import {
  operatorPointConfigSchema,
  operatorPointRatesSchema,
  type OperatorPointConfig,
  type OperatorPointRates,
} from '@portal/shared/schemas/points';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, FieldRow, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert, ErrorState, Loading, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import styles from './engagement.module.css';
import { formProblem } from './form-problem';
import { LanguagePicker } from './kit';
import { PointsTabs } from './points-tabs';

const CONFIG = '/points/config';
const RATES = '/points/rates';

/** The points settings (`/marketing/points`): on or off, the conversion rule, rules text, rates. */
export default function PointsSettingsScreen() {
  const { t } = useTranslation('engagement');
  const config = useQuery({
    queryKey: ['operator', CONFIG],
    queryFn: () => api<OperatorPointConfig>(CONFIG),
  });
  const rates = useQuery({
    queryKey: ['operator', RATES],
    queryFn: () => api<OperatorPointRates>(RATES),
  });
  return (
    <>
      <PageHeader title={t('points.title')} description={t('points.description')} />
      <PointsTabs />
      <div className={styles.grid}>
        {config.isPending ? (
          <Loading />
        ) : config.isError ? (
          <ErrorState error={config.error} onRetry={() => void config.refetch()} />
        ) : (
          <ConfigCard config={config.data} />
        )}
        {rates.isPending ? (
          <Loading />
        ) : rates.isError ? (
          <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
        ) : (
          <RatesCard rates={rates.data} />
        )}
      </div>
    </>
  );
}

function ConfigCard({ config }: { config: OperatorPointConfig }) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const [enabled, setEnabled] = useState(config.enabled);
  const [points, setPoints] = useState(String(config.conversion.points));
  const [amount, setAmount] = useState(String(config.conversion.amount));
  const [minPoints, setMinPoints] = useState(String(config.conversion.minPoints));
  const [rules, setRules] = useState<Partial<Record<Language, string>>>(config.rules);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: OperatorPointConfig) =>
      api<OperatorPointConfig>(CONFIG, { method: 'PUT', body }),
    onSuccess: () => {
      toast(t('points.config.saved'));
      void client.invalidateQueries({ queryKey: ['operator', CONFIG] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      enabled,
      conversion: { points: Number(points), amount: Number(amount), minPoints: Number(minPoints) },
      rules: Object.fromEntries(Object.entries(rules).filter(([, text]) => text?.trim())),
    };
    const result = operatorPointConfigSchema.safeParse(body);
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  return (
    <Card title={t('points.config.title')}>
      <form onSubmit={submit} className={styles.stack}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={enabled}
            disabled={!canManage}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('points.config.enabled')}
        </label>
        <FieldRow>
          <Field label={t('points.config.points')} hint={t('points.config.ruleHint')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={points}
                disabled={!canManage}
                onChange={(event) => setPoints(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('points.config.amount')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="decimal"
                value={amount}
                disabled={!canManage}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('points.config.minPoints')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={minPoints}
                disabled={!canManage}
                onChange={(event) => setMinPoints(event.target.value)}
              />
            )}
          </Field>
        </FieldRow>
        <LanguagePicker filled={(code) => Boolean(rules[code]?.trim())}>
          {(code) => (
            <Field label={t('points.config.rules', { language: code })}>
              {(props) => (
                <TextArea
                  {...props}
                  rows={5}
                  value={rules[code] ?? ''}
                  disabled={!canManage}
                  onChange={(event) => setRules({ ...rules, [code]: event.target.value })}
                />
              )}
            </Field>
          )}
        </LanguagePicker>
        {problem ? <p role="alert">{problem}</p> : null}
        <ErrorAlert error={save.error} />
        {canManage ? (
          <div>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('action.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

type RateRow = { on: boolean; points: string; perAmount: string };

function RatesCard({ rates }: { rates: OperatorPointRates }) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const initial = () =>
    Object.fromEntries(
      GAME_CATEGORIES.map((category) => {
        const rate = rates.rates.find((r) => r.category === category);
        return [
          category,
          {
            on: Boolean(rate),
            points: rate ? String(rate.points) : '1',
            perAmount: rate ? String(rate.perAmount) : '100',
          },
        ];
      }),
    ) as Record<GameCategory, RateRow>;
  const [rows, setRows] = useState(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setRows(initial()), [rates]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: OperatorPointRates) =>
      api<OperatorPointRates>(RATES, { method: 'PUT', body }),
    onSuccess: () => {
      toast(t('points.rates.saved'));
      void client.invalidateQueries({ queryKey: ['operator', RATES] });
    },
  });
  const change = (category: GameCategory, patch: Partial<RateRow>) =>
    setRows({ ...rows, [category]: { ...rows[category], ...patch } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      rates: GAME_CATEGORIES.filter((category) => rows[category].on).map((category) => ({
        category,
        points: Number(rows[category].points),
        perAmount: Number(rows[category].perAmount),
      })),
    };
    const result = operatorPointRatesSchema.safeParse(body);
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  return (
    <Card title={t('points.rates.title')}>
      <form onSubmit={submit} className={styles.stack}>
        <p className={styles.hint}>{t('points.rates.hint')}</p>
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-label={t('points.rates.title')}>
            <thead>
              <tr>
                <th>{t('points.rates.category')}</th>
                <th>{t('points.rates.earns')}</th>
                <th>{t('points.rates.points')}</th>
                <th>{t('points.rates.perAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {GAME_CATEGORIES.map((category) => (
                <tr key={category}>
                  <td>{t(`category.${category}`)}</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('points.rates.earnsIn', { category })}
                      checked={rows[category].on}
                      disabled={!canManage}
                      onChange={(event) => change(category, { on: event.target.checked })}
                    />
                  </td>
                  <td>
                    <TextInput
                      aria-label={t('points.rates.pointsIn', { category })}
                      inputMode="numeric"
                      value={rows[category].points}
                      disabled={!canManage || !rows[category].on}
                      onChange={(event) => change(category, { points: event.target.value })}
                    />
                  </td>
                  <td>
                    <TextInput
                      aria-label={t('points.rates.perAmountIn', { category })}
                      inputMode="decimal"
                      value={rows[category].perAmount}
                      disabled={!canManage || !rows[category].on}
                      onChange={(event) => change(category, { perAmount: event.target.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
        <ErrorAlert error={save.error} />
        {canManage ? (
          <div>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('points.rates.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
