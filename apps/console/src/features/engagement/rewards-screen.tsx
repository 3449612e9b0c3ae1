import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fromMinor } from '@portal/shared/money';
import { expectedTicketCost, prizeOdds } from '@portal/shared/prize-odds';
import {
  grantTicketsPayloadSchema,
  prizeTableSchema,
  REWARD_TICKET_KINDS,
  TICKET_GRANT_TRIGGERS,
  TICKET_PRIZE_TYPES,
  ticketGrantRulesSchema,
  type PrizeTable,
  type RewardTicketKind,
  type TicketGrantRules,
  type TicketPrizeType,
} from '@portal/shared/schemas/rewards';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Card, ErrorAlert, ErrorState, Loading, PageHeader } from '../../components/ui/primitives';
import { Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import styles from './engagement.module.css';
import { formProblem } from './form-problem';
import { numberOrNull } from './kit';

const TABLES = '/rewards/prize-tables';
const RULES = '/rewards/grant-rules';

/** A prize row as typed: texts kept as typed until saved. */
interface PrizeRow {
  type: TicketPrizeType;
  labels: Record<string, string>;
  amount: string;
  turnoverMultiple: string;
  points: string;
  ticketKind: string;
  weight: string;
}

const rowOf = (prize: PrizeTable['prizes'][number]): PrizeRow => ({
  type: prize.type,
  labels: { ...prize.labels } as Record<string, string>,
  amount: prize.amount === null ? '' : String(prize.amount),
  turnoverMultiple: prize.turnoverMultiple === null ? '' : String(prize.turnoverMultiple),
  points: prize.points === null ? '' : String(prize.points),
  ticketKind: prize.ticketKind ?? '',
  weight: String(prize.weight),
});

function prizeOf(row: PrizeRow) {
  const labels = Object.fromEntries(
    Object.entries(row.labels)
      .map(([code, text]) => [code, text.trim()])
      .filter(([, text]) => text),
  );
  return {
    type: row.type,
    labels,
    amount: row.type === 'bonus' ? numberOrNull(row.amount) : null,
    turnoverMultiple: row.type === 'bonus' ? numberOrNull(row.turnoverMultiple) : null,
    points: row.type === 'points' ? numberOrNull(row.points) : null,
    ticketKind:
      row.type === 'ticket' ? ((row.ticketKind || null) as RewardTicketKind | null) : null,
    weight: Number(row.weight) || 0,
  };
}

/**
 * Reward tickets (`/marketing/rewards`): each kind's prize table with every prize's odds and
 * the expected cost of a ticket, the rules that grant tickets, and tickets given by hand.
 */
export default function RewardsScreen() {
  const { t } = useTranslation('engagement');
  const [params, setParams] = useSearchParams();
  const kind = (REWARD_TICKET_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as RewardTicketKind)
    : 'golden_egg';
  return (
    <>
      <PageHeader title={t('rewards.title')} description={t('rewards.description')} />
      <Tabs
        label={t('rewards.kinds')}
        value={kind}
        onChange={(next) => setParams({ kind: next }, { replace: true })}
        tabs={REWARD_TICKET_KINDS.map((value) => ({ value, label: t(`ticketKind.${value}`) }))}
      />
      <div className={styles.stack}>
        <PrizeTableCard key={kind} kind={kind} />
        <div className={styles.grid}>
          <GrantRulesCard />
          <GrantTicketsCard />
        </div>
      </div>
    </>
  );
}

function PrizeTableCard({ kind }: { kind: RewardTicketKind }) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const table = useQuery({
    queryKey: ['operator', `${TABLES}/${kind}`],
    queryFn: () => api<PrizeTable>(`${TABLES}/${kind}`),
  });
  const [rows, setRows] = useState<PrizeRow[]>([]);
  const [expiryDays, setExpiryDays] = useState('');
  const [bonusExpiryDays, setBonusExpiryDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!table.data) return;
    setRows(table.data.prizes.map(rowOf));
    setExpiryDays(String(table.data.expiryDays));
    setBonusExpiryDays(String(table.data.bonusExpiryDays));
  }, [table.data]);
  const prizes = useMemo(() => rows.map(prizeOf), [rows]);
  const odds = useMemo(() => prizeOdds(prizes), [prizes]);
  const cost = useMemo(() => expectedTicketCost(prizes), [prizes]);
  const save = useMutation({
    mutationFn: (body: PrizeTable) => api<PrizeTable>(`${TABLES}/${kind}`, { method: 'PUT', body }),
    onSuccess: () => {
      toast(t('rewards.saved', { kind: t(`ticketKind.${kind}`) }));
      void client.invalidateQueries({ queryKey: ['operator', `${TABLES}/${kind}`] });
    },
  });
  if (table.isPending) return <Loading />;
  if (table.isError) return <ErrorState error={table.error} onRetry={() => void table.refetch()} />;

  const change = (index: number, patch: Partial<PrizeRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = prizeTableSchema.safeParse({
      expiryDays: Number(expiryDays),
      bonusExpiryDays: Number(bonusExpiryDays),
      prizes,
    });
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  const locale = currentLocale();
  const percent = (ppm: number) =>
    (ppm / 10_000).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }) +
    '%';
  const hundredths = (value: number) =>
    (value / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const valueOf = (index: number) => {
    const prize = prizes[index]!;
    if (prize.type === 'bonus' && prize.amount !== null) return formatAmount(prize.amount, locale);
    if (prize.type === 'points' && prize.points !== null)
      return t('rewards.pointsValue', { points: formatCount(prize.points, locale) });
    if (prize.type === 'ticket' && prize.ticketKind) return t(`ticketKind.${prize.ticketKind}`);
    return '—';
  };
  const tickets = REWARD_TICKET_KINDS.filter((k) => cost.ticketsHundredths[k] > 0);
  return (
    <Card title={t('rewards.tableTitle', { kind: t(`ticketKind.${kind}`) })}>
      <form onSubmit={submit} className={styles.stack}>
        <dl className={styles.summary} aria-label={t('rewards.expected')}>
          <div>
            <dt>{t('rewards.expectedBonus')}</dt>
            <dd>{formatAmount(Number(fromMinor(cost.bonusMinor)), locale)}</dd>
          </div>
          <div>
            <dt>{t('rewards.expectedPoints')}</dt>
            <dd>{hundredths(cost.pointsHundredths)}</dd>
          </div>
          {tickets.map((k) => (
            <div key={k}>
              <dt>{t('rewards.expectedTickets', { kind: t(`ticketKind.${k}`) })}</dt>
              <dd>{hundredths(cost.ticketsHundredths[k])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('rewards.nothingChance')}</dt>
            <dd>{percent(cost.nothingPpm)}</dd>
          </div>
          <div>
            <dt>{t('rewards.totalWeight')}</dt>
            <dd>{formatCount(cost.totalWeight, locale)}</dd>
          </div>
        </dl>
        <div className={styles.tableScroll}>
          <table className={styles.table} aria-label={t('rewards.prizes')}>
            <thead>
              <tr>
                <th>{t('rewards.prizeType')}</th>
                <th>{t('rewards.labelEn')}</th>
                <th>{t('rewards.labelCn')}</th>
                <th>{t('rewards.prizeValue')}</th>
                <th>{t('rewards.turnoverMultiple')}</th>
                <th>{t('rewards.weight')}</th>
                <th className={styles.numeric}>{t('rewards.odds')}</th>
                <th className={styles.numeric}>{t('rewards.value')}</th>
                {canManage ? <th /> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td>
                    <SelectInput
                      aria-label={t('rewards.prizeTypeOf', { n: index + 1 })}
                      value={row.type}
                      disabled={!canManage}
                      onChange={(event) =>
                        change(index, { type: event.target.value as TicketPrizeType })
                      }
                    >
                      {TICKET_PRIZE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`prizeType.${type}`)}
                        </option>
                      ))}
                    </SelectInput>
                  </td>
                  <td>
                    <TextInput
                      aria-label={t('rewards.labelEnOf', { n: index + 1 })}
                      value={row.labels.EN ?? ''}
                      disabled={!canManage}
                      onChange={(event) =>
                        change(index, { labels: { ...row.labels, EN: event.target.value } })
                      }
                    />
                  </td>
                  <td>
                    <TextInput
                      aria-label={t('rewards.labelCnOf', { n: index + 1 })}
                      value={row.labels.CN ?? ''}
                      disabled={!canManage}
                      onChange={(event) =>
                        change(index, { labels: { ...row.labels, CN: event.target.value } })
                      }
                    />
                  </td>
                  <td>
                    {row.type === 'bonus' ? (
                      <TextInput
                        aria-label={t('rewards.amountOf', { n: index + 1 })}
                        inputMode="decimal"
                        value={row.amount}
                        disabled={!canManage}
                        onChange={(event) => change(index, { amount: event.target.value })}
                      />
                    ) : row.type === 'points' ? (
                      <TextInput
                        aria-label={t('rewards.pointsOf', { n: index + 1 })}
                        inputMode="numeric"
                        value={row.points}
                        disabled={!canManage}
                        onChange={(event) => change(index, { points: event.target.value })}
                      />
                    ) : row.type === 'ticket' ? (
                      <SelectInput
                        aria-label={t('rewards.ticketKindOf', { n: index + 1 })}
                        value={row.ticketKind}
                        disabled={!canManage}
                        onChange={(event) => change(index, { ticketKind: event.target.value })}
                      >
                        <option value="">—</option>
                        {REWARD_TICKET_KINDS.map((k) => (
                          <option key={k} value={k}>
                            {t(`ticketKind.${k}`)}
                          </option>
                        ))}
                      </SelectInput>
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </td>
                  <td>
                    {row.type === 'bonus' ? (
                      <TextInput
                        aria-label={t('rewards.turnoverOf', { n: index + 1 })}
                        inputMode="numeric"
                        value={row.turnoverMultiple}
                        disabled={!canManage}
                        onChange={(event) =>
                          change(index, { turnoverMultiple: event.target.value })
                        }
                      />
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </td>
                  <td>
                    <TextInput
                      aria-label={t('rewards.weightOf', { n: index + 1 })}
                      inputMode="numeric"
                      value={row.weight}
                      disabled={!canManage}
                      onChange={(event) => change(index, { weight: event.target.value })}
                    />
                  </td>
                  <td className={styles.numeric}>
                    {percent(odds[index]!.ppm)}
                    <span className={styles.small}>
                      {odds[index]!.weight} / {odds[index]!.total}
                    </span>
                  </td>
                  <td className={styles.numeric}>{valueOf(index)}</td>
                  {canManage ? (
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('rewards.removePrize', { n: index + 1 })}
                        onClick={() => setRows(rows.filter((_, i) => i !== index))}
                      >
                        ✕
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <FieldRow>
          <Field label={t('rewards.expiryDays')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={expiryDays}
                disabled={!canManage}
                onChange={(event) => setExpiryDays(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('rewards.bonusExpiryDays')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={bonusExpiryDays}
                disabled={!canManage}
                onChange={(event) => setBonusExpiryDays(event.target.value)}
              />
            )}
          </Field>
        </FieldRow>
        {problem ? <p role="alert">{problem}</p> : null}
        <ErrorAlert error={save.error} />
        {canManage ? (
          <div className={styles.inline}>
            <Button
              onClick={() =>
                setRows([
                  ...rows,
                  {
                    type: 'nothing',
                    labels: { EN: '' },
                    amount: '',
                    turnoverMultiple: '',
                    points: '',
                    ticketKind: '',
                    weight: '1',
                  },
                ])
              }
            >
              {t('rewards.addPrize')}
            </Button>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('rewards.saveTable')}
            </Button>
            <span className={styles.muted}>{t('rewards.appliesAfter')}</span>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

type RuleRow = { trigger: string; minAmount: string; kind: string; count: string; active: boolean };

function GrantRulesCard() {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const rules = useQuery({
    queryKey: ['operator', RULES],
    queryFn: () => api<TicketGrantRules>(RULES),
  });
  const [rows, setRows] = useState<RuleRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!rules.data) return;
    setRows(
      rules.data.rules.map((rule) => ({
        trigger: rule.trigger,
        minAmount: String(rule.minAmount),
        kind: rule.kind,
        count: String(rule.count),
        active: rule.active,
      })),
    );
  }, [rules.data]);
  const save = useMutation({
    mutationFn: (body: TicketGrantRules) => api<TicketGrantRules>(RULES, { method: 'PUT', body }),
    onSuccess: () => {
      toast(t('rewards.rulesSaved'));
      void client.invalidateQueries({ queryKey: ['operator', RULES] });
    },
  });
  const change = (index: number, patch: Partial<RuleRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ticketGrantRulesSchema.safeParse({
      rules: rows.map((row) => ({
        trigger: row.trigger,
        minAmount: row.trigger === 'deposit_over' ? Number(row.minAmount) : 0,
        kind: row.kind,
        count: Number(row.count),
        active: row.active,
      })),
    });
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  return (
    <Card title={t('rewards.rulesTitle')}>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <form onSubmit={submit} className={styles.stack}>
          {rows.length === 0 ? <p className={styles.muted}>{t('rewards.noRules')}</p> : null}
          {rows.length ? (
            <div className={styles.tableScroll}>
              <table className={styles.table} aria-label={t('rewards.rulesTitle')}>
                <thead>
                  <tr>
                    <th>{t('rewards.trigger')}</th>
                    <th>{t('rewards.minAmount')}</th>
                    <th>{t('rewards.kind')}</th>
                    <th>{t('rewards.count')}</th>
                    <th>{t('rewards.active')}</th>
                    {canManage ? <th /> : null}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index}>
                      <td>
                        <SelectInput
                          aria-label={t('rewards.triggerOf', { n: index + 1 })}
                          value={row.trigger}
                          disabled={!canManage}
                          onChange={(event) => change(index, { trigger: event.target.value })}
                        >
                          {TICKET_GRANT_TRIGGERS.map((trigger) => (
                            <option key={trigger} value={trigger}>
                              {t(`trigger.${trigger}`)}
                            </option>
                          ))}
                        </SelectInput>
                      </td>
                      <td>
                        {row.trigger === 'deposit_over' ? (
                          <TextInput
                            aria-label={t('rewards.minAmountOf', { n: index + 1 })}
                            inputMode="decimal"
                            value={row.minAmount}
                            disabled={!canManage}
                            onChange={(event) => change(index, { minAmount: event.target.value })}
                          />
                        ) : (
                          <span className={styles.muted}>—</span>
                        )}
                      </td>
                      <td>
                        <SelectInput
                          aria-label={t('rewards.kindOf', { n: index + 1 })}
                          value={row.kind}
                          disabled={!canManage}
                          onChange={(event) => change(index, { kind: event.target.value })}
                        >
                          {REWARD_TICKET_KINDS.map((k) => (
                            <option key={k} value={k}>
                              {t(`ticketKind.${k}`)}
                            </option>
                          ))}
                        </SelectInput>
                      </td>
                      <td>
                        <TextInput
                          aria-label={t('rewards.countOf', { n: index + 1 })}
                          inputMode="numeric"
                          value={row.count}
                          disabled={!canManage}
                          onChange={(event) => change(index, { count: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={t('rewards.activeOf', { n: index + 1 })}
                          checked={row.active}
                          disabled={!canManage}
                          onChange={(event) => change(index, { active: event.target.checked })}
                        />
                      </td>
                      {canManage ? (
                        <td>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('rewards.removeRule', { n: index + 1 })}
                            onClick={() => setRows(rows.filter((_, i) => i !== index))}
                          >
                            ✕
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {problem ? <p role="alert">{problem}</p> : null}
          <ErrorAlert error={save.error} />
          {canManage ? (
            <div className={styles.inline}>
              <Button
                onClick={() =>
                  setRows([
                    ...rows,
                    {
                      trigger: 'first_deposit',
                      minAmount: '0',
                      kind: 'golden_egg',
                      count: '1',
                      active: true,
                    },
                  ])
                }
              >
                {t('rewards.addRule')}
              </Button>
              <Button type="submit" variant="primary" busy={save.isPending}>
                {t('rewards.saveRules')}
              </Button>
            </div>
          ) : null}
        </form>
      )}
    </Card>
  );
}

function GrantTicketsCard() {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const canDecide = useCan()('engagement.decide');
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<RewardTicketKind>('golden_egg');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!canDecide) return null;
  const payload = { username: username.trim(), kind, count: Number(count), reason: reason.trim() };
  return (
    <Card title={t('rewards.grantTitle')}>
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          const result = grantTicketsPayloadSchema.safeParse(payload);
          setProblem(formProblem(result, t));
          if (result.success) setConfirming(true);
        }}
      >
        <FieldRow>
          <Field label={t('column.member')}>
            {(props) => (
              <TextInput
                {...props}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('rewards.kind')}>
            {(props) => (
              <SelectInput
                {...props}
                value={kind}
                onChange={(event) => setKind(event.target.value as RewardTicketKind)}
              >
                {REWARD_TICKET_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`ticketKind.${k}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Field label={t('rewards.count')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            )}
          </Field>
        </FieldRow>
        <Field label={t('grants.reason')}>
          {(props) => (
            <TextInput
              {...props}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {problem ? <p role="alert">{problem}</p> : null}
        <div>
          <Button type="submit" variant="primary">
            {t('rewards.grant')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('rewards.grantConfirm', {
          count: payload.count,
          kind: t(`ticketKind.${kind}`),
          member: payload.username,
        })}
        description={payload.reason}
        confirmLabel={t('rewards.grant')}
        onConfirm={async () => {
          const value = await api<{ username: string; ticketNos: string[] }>('/rewards/grants', {
            method: 'POST',
            body: payload,
          });
          toast(
            t('rewards.granted', { member: value.username, tickets: value.ticketNos.join(', ') }),
          );
          setUsername('');
          setReason('');
        }}
      />
    </Card>
  );
}
