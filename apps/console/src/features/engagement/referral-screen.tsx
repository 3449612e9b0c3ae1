import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_REWARD_WALLETS,
  REFERRAL_STATUSES,
  referralRulesInputSchema,
  type OperatorReferral,
  type ReferralRules,
  type ReferralRulesInput,
  type ReferralStatus,
} from '@portal/shared/schemas/referral';
import { api } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import {
  Field,
  FieldRow,
  FilterSelect,
  FilterText,
  SelectInput,
  TextInput,
} from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import {
  Badge,
  Card,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
  type Tone,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatSiteTime } from '../../lib/format';
import styles from './engagement.module.css';
import { formProblem } from './form-problem';

const RULES = '/referral/rules';
const REFERRALS = '/referrals';

const STATUS_TONE: Record<ReferralStatus, Tone> = {
  registered: 'neutral',
  deposited: 'info',
  qualified: 'success',
  not_eligible: 'danger',
};

/** Invite friends (`/marketing/referral`): the programme's rules and every referral with why. */
export default function ReferralScreen() {
  const { t } = useTranslation('engagement');
  const rules = useQuery({
    queryKey: ['operator', RULES],
    queryFn: () => api<ReferralRules>(RULES),
  });
  return (
    <>
      <PageHeader title={t('referral.title')} description={t('referral.description')} />
      <div className={styles.stack}>
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <RulesCard rules={rules.data} />
        )}
        <ReferralList />
      </div>
    </>
  );
}

type RulesForm = Record<Exclude<keyof ReferralRulesInput, 'enabled' | 'rewardWallet'>, string> & {
  enabled: boolean;
  rewardWallet: ReferralRulesInput['rewardWallet'];
};

function RulesCard({ rules }: { rules: ReferralRules }) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const initial = (): RulesForm => ({
    enabled: rules.enabled,
    minFirstDeposit: String(rules.minFirstDeposit),
    minTurnover: String(rules.minTurnover),
    qualifyWithinDays: String(rules.qualifyWithinDays),
    rewardAmount: String(rules.rewardAmount),
    rewardWallet: rules.rewardWallet,
    turnoverMultiple: String(rules.turnoverMultiple),
    bonusExpiryDays: String(rules.bonusExpiryDays),
  });
  const [form, setForm] = useState(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setForm(initial()), [rules]);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<RulesForm>) => setForm({ ...form, ...patch });
  const save = useMutation({
    mutationFn: (body: ReferralRulesInput) => api<ReferralRules>(RULES, { method: 'PUT', body }),
    onSuccess: () => {
      toast(t('referral.saved'));
      void client.invalidateQueries({ queryKey: ['operator', RULES] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = referralRulesInputSchema.safeParse({
      enabled: form.enabled,
      minFirstDeposit: Number(form.minFirstDeposit),
      minTurnover: Number(form.minTurnover),
      qualifyWithinDays: Number(form.qualifyWithinDays),
      rewardAmount: Number(form.rewardAmount),
      rewardWallet: form.rewardWallet,
      turnoverMultiple: Number(form.turnoverMultiple),
      bonusExpiryDays: Number(form.bonusExpiryDays),
    });
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  const text = (key: keyof RulesForm, label: string, hint?: string) => (
    <Field label={label} hint={hint}>
      {(props) => (
        <TextInput
          {...props}
          inputMode="decimal"
          value={form[key] as string}
          disabled={!canManage}
          onChange={(event) => set({ [key]: event.target.value } as Partial<RulesForm>)}
        />
      )}
    </Field>
  );
  return (
    <Card title={t('referral.rulesTitle')}>
      <form onSubmit={submit} className={styles.stack}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.enabled}
            disabled={!canManage}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          {t('referral.enabled')}
        </label>
        <FieldRow>
          {text('minFirstDeposit', t('referral.minFirstDeposit'))}
          {text('minTurnover', t('referral.minTurnover'), t('referral.zeroNone'))}
          {text('qualifyWithinDays', t('referral.qualifyWithinDays'), t('referral.zeroNoLimit'))}
        </FieldRow>
        <FieldRow>
          {text('rewardAmount', t('referral.rewardAmount'))}
          <Field label={t('referral.rewardWallet')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.rewardWallet}
                disabled={!canManage}
                onChange={(event) =>
                  set({ rewardWallet: event.target.value as RulesForm['rewardWallet'] })
                }
              >
                {REFERRAL_REWARD_WALLETS.map((wallet) => (
                  <option key={wallet} value={wallet}>
                    {t(`wallet.${wallet}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          {form.rewardWallet === 'bonus' ? (
            <>
              {text('turnoverMultiple', t('catalogue.turnoverMultiple'))}
              {text('bonusExpiryDays', t('catalogue.bonusExpiryDays'))}
            </>
          ) : null}
        </FieldRow>
        {rules.updatedAt ? (
          <span className={styles.muted}>
            {t('referral.updatedAt', { at: formatSiteTime(rules.updatedAt) })}
          </span>
        ) : null}
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

function ReferralList() {
  const { t } = useTranslation('engagement');
  const list = useListState(['status', 'referrer'] as const);
  const query = useOperatorList<OperatorReferral>(REFERRALS, list.query);
  const columns = useMemo<TableColumn<OperatorReferral>[]>(
    () => [
      {
        id: 'friend',
        header: t('referral.friend'),
        cell: ({ row }) => (
          <>
            {row.original.friend}
            <span className={styles.small}>{formatSiteTime(row.original.registeredAt)}</span>
          </>
        ),
      },
      { id: 'referrer', header: t('referral.referrer'), cell: ({ row }) => row.original.referrer },
      {
        id: 'status',
        header: t('column.status'),
        cell: ({ row }) => (
          <div className={styles.stack} style={{ gap: 4 }}>
            <Badge tone={STATUS_TONE[row.original.status]}>
              {t(`referralStatus.${row.original.status}`)}
            </Badge>
            {row.original.ineligibleReasons.length ? (
              <ul className={styles.reasons} aria-label={t('referral.reasons')}>
                {row.original.ineligibleReasons.map((reason) => (
                  <li key={reason} className={styles.small}>
                    {t(`ineligible.${reason}`)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ),
      },
      {
        id: 'firstDeposit',
        header: t('referral.firstDeposit'),
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.firstDepositAmount === null ? (
            '—'
          ) : (
            <>
              {formatAmount(row.original.firstDepositAmount, currentLocale())}
              <span className={styles.small}>{row.original.firstDepositOrderNo}</span>
            </>
          ),
      },
      {
        id: 'turnover',
        header: t('referral.turnover'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatAmount(row.original.turnover, currentLocale()),
      },
      {
        id: 'reward',
        header: t('referral.reward'),
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.rewardAmount === null ? (
            '—'
          ) : (
            <>
              {formatAmount(row.original.rewardAmount, currentLocale())}
              <span className={styles.small}>
                {row.original.rewardWallet ? t(`wallet.${row.original.rewardWallet}`) : ''}
                {row.original.qualifiedAt ? ` · ${formatSiteTime(row.original.qualifiedAt)}` : ''}
              </span>
            </>
          ),
      },
    ],
    [t],
  );
  return (
    <DataTable
      label={t('referral.listTitle')}
      columns={columns}
      query={query}
      list={list}
      getRowId={(row) => String(row.id)}
      emptyText={t('referral.empty')}
      toolbar={
        <>
          <FilterSelect
            label={t('column.status')}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            allLabel={t('filter.all')}
            options={REFERRAL_STATUSES.map((value) => ({
              value,
              label: t(`referralStatus.${value}`),
            }))}
          />
          <FilterText
            label={t('referral.referrer')}
            value={list.filters.referrer}
            onChange={(referrer) => list.setFilters({ referrer })}
            placeholder={t('referral.referrerHint')}
          />
        </>
      }
    />
  );
}
