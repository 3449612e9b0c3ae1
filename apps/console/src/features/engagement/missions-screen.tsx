import { useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  isMoneyCondition,
  MISSION_CONDITIONS,
  MISSION_PERIODS,
  missionInputSchema,
  type MissionCondition,
  type MissionInputParsed,
  type MissionReward,
  type OperatorMission,
  type OperatorMissionLeaderboard,
} from '@portal/shared/schemas/missions';
import { REWARD_TICKET_KINDS } from '@portal/shared/schemas/rewards';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogFooter } from '../../components/ui/dialog';
import {
  Badge,
  EmptyState,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import styles from './engagement.module.css';
import { formProblem } from './form-problem';
import { filledTexts, NamesByLanguage, textOf, usePagedWhole, useWhole } from './kit';

const MISSIONS = '/missions';
const stop = (event: MouseEvent) => event.stopPropagation();
const SITE_OFFSET_MS = 8 * 3_600_000;

/** A datetime-local value read as site time (GMT+8), to an instant; empty: null. */
export const siteInstant = (local: string): string | null =>
  local ? new Date(`${local}:00+08:00`).toISOString() : null;
/** An instant as a datetime-local value in site time. */
const siteLocal = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + SITE_OFFSET_MS).toISOString().slice(0, 16) : '';

function measureText(condition: MissionCondition, value: number) {
  return isMoneyCondition(condition)
    ? formatAmount(value, currentLocale())
    : formatCount(value, currentLocale());
}

function useRewardText() {
  const { t } = useTranslation('engagement');
  return (reward: MissionReward) => {
    switch (reward.type) {
      case 'points':
        return t('rewards.pointsValue', { points: formatCount(reward.points, currentLocale()) });
      case 'ticket':
        return `${reward.count} × ${t(`ticketKind.${reward.ticketKind}`)}`;
      case 'bonus':
        return t('missions.bonusReward', {
          amount: formatAmount(reward.amount, currentLocale()),
          multiple: reward.turnoverMultiple,
        });
    }
  };
}

/** Missions (`/marketing/missions`): periods, targets and rewards, and each one's leaderboard. */
export default function MissionsScreen() {
  const { t, i18n } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const rewardText = useRewardText();
  const list = useListState([] as const);
  const missions = useWhole<OperatorMission>(MISSIONS);
  const query = usePagedWhole(missions, list);
  const [editing, setEditing] = useState<OperatorMission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OperatorMission | null>(null);
  const [board, setBoard] = useState<OperatorMission | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['operator', MISSIONS] });

  const columns = useMemo<TableColumn<OperatorMission>[]>(
    () => [
      {
        id: 'name',
        header: t('missions.name'),
        cell: ({ row }) => (
          <>
            {textOf(row.original.names, i18n.language)}
            <span className={styles.small}>
              {t(`condition.${row.original.condition}`)}
              {row.original.categoryCode ? ` · ${row.original.categoryCode}` : ''}
            </span>
          </>
        ),
      },
      {
        id: 'period',
        header: t('missions.period'),
        meta: { shrink: true },
        cell: ({ row }) => t(`period.${row.original.period}`),
      },
      {
        id: 'target',
        header: t('missions.target'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => measureText(row.original.condition, row.original.target),
      },
      {
        id: 'reward',
        header: t('missions.reward'),
        cell: ({ row }) => rewardText(row.original.reward),
      },
      {
        id: 'window',
        header: t('missions.window'),
        cell: ({ row }) =>
          row.original.startsAt || row.original.endsAt ? (
            <span className={styles.small}>
              {formatSiteTime(row.original.startsAt) || '…'} –{' '}
              {formatSiteTime(row.original.endsAt) || '…'}
            </span>
          ) : (
            <span className={styles.muted}>{t('missions.always')}</span>
          ),
      },
      {
        id: 'status',
        header: t('column.status'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {t(row.original.active ? 'missions.active' : 'missions.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <div className={styles.rowActions} onClick={stop}>
            <Button size="sm" onClick={() => setBoard(row.original)}>
              {t('missions.leaderboard')}
            </Button>
            {canManage ? (
              <>
                <Button size="sm" onClick={() => setEditing(row.original)}>
                  {t('action.edit')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(row.original)}>
                  {t('action.delete')}
                </Button>
              </>
            ) : null}
          </div>
        ),
      },
    ],
    // rewardText follows the language (t).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canManage],
  );

  return (
    <>
      <PageHeader
        title={t('missions.title')}
        description={t('missions.description')}
        actions={
          canManage ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('missions.create')}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t('missions.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('missions.empty')}
      />
      {editing ? (
        <MissionDialog
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
      {board ? <LeaderboardDialog mission={board} onClose={() => setBoard(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('missions.deleteTitle', {
          name: deleting ? textOf(deleting.names, i18n.language) : '',
        })}
        description={t('missions.deleteBody')}
        confirmLabel={t('action.delete')}
        variant="danger"
        onConfirm={async () => {
          await api(`${MISSIONS}/${deleting!.id}`, { method: 'DELETE' });
          toast(t('missions.deleted'));
          await refresh();
        }}
      />
    </>
  );
}

interface MissionForm {
  names: Partial<Record<Language, string>>;
  descriptions: Partial<Record<Language, string>>;
  period: string;
  condition: MissionCondition;
  categoryCode: string;
  target: string;
  rewardType: MissionReward['type'];
  points: string;
  ticketKind: string;
  count: string;
  amount: string;
  turnoverMultiple: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  active: boolean;
}

function formOf(mission: OperatorMission | null): MissionForm {
  const reward = mission?.reward;
  return {
    names: mission?.names ?? {},
    descriptions: mission?.descriptions ?? {},
    period: mission?.period ?? 'daily',
    condition: mission?.condition ?? 'deposit_total',
    categoryCode: mission?.categoryCode ?? '',
    target: mission ? String(mission.target) : '',
    rewardType: reward?.type ?? 'points',
    points: reward?.type === 'points' ? String(reward.points) : '',
    ticketKind: reward?.type === 'ticket' ? reward.ticketKind : 'golden_egg',
    count: reward?.type === 'ticket' ? String(reward.count) : '1',
    amount: reward?.type === 'bonus' ? String(reward.amount) : '',
    turnoverMultiple: reward?.type === 'bonus' ? String(reward.turnoverMultiple) : '1',
    startsAt: siteLocal(mission?.startsAt ?? null),
    endsAt: siteLocal(mission?.endsAt ?? null),
    sortOrder: mission ? String(mission.sortOrder) : '0',
    active: mission?.active ?? true,
  };
}

function payloadOf(form: MissionForm) {
  const reward =
    form.rewardType === 'points'
      ? { type: 'points', points: Number(form.points) }
      : form.rewardType === 'ticket'
        ? { type: 'ticket', ticketKind: form.ticketKind, count: Number(form.count) }
        : {
            type: 'bonus',
            amount: Number(form.amount),
            turnoverMultiple: Number(form.turnoverMultiple),
          };
  return {
    names: filledTexts(form.names),
    descriptions: filledTexts(form.descriptions),
    period: form.period,
    condition: form.condition,
    categoryCode:
      form.condition === 'valid_turnover' && form.categoryCode.trim()
        ? form.categoryCode.trim()
        : null,
    target: Number(form.target),
    reward,
    startsAt: siteInstant(form.startsAt),
    endsAt: siteInstant(form.endsAt),
    sortOrder: Number(form.sortOrder),
    active: form.active,
  };
}

function MissionDialog({
  mission,
  onClose,
  onSaved,
}: {
  mission: OperatorMission | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const [form, setForm] = useState(() => formOf(mission));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<MissionForm>) => setForm({ ...form, ...patch });
  const save = useMutation({
    mutationFn: (body: MissionInputParsed) =>
      mission
        ? api<OperatorMission>(`${MISSIONS}/${mission.id}`, { method: 'PUT', body })
        : api<OperatorMission>(MISSIONS, { method: 'POST', body }),
    onSuccess: async () => {
      toast(t(mission ? 'missions.saved' : 'missions.created'));
      await onSaved();
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = missionInputSchema.safeParse(payloadOf(form));
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  const text = (key: keyof MissionForm, label: string, inputMode?: 'numeric' | 'decimal') => (
    <Field label={label}>
      {(props) => (
        <TextInput
          {...props}
          inputMode={inputMode}
          value={form[key] as string}
          onChange={(event) => set({ [key]: event.target.value } as Partial<MissionForm>)}
        />
      )}
    </Field>
  );
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={mission ? t('missions.editTitle') : t('missions.createTitle')}
    >
      <form onSubmit={submit} className={styles.stack}>
        <NamesByLanguage
          names={form.names}
          descriptions={form.descriptions}
          onChange={set}
          nameLabel={(code) => t('missions.nameIn', { language: code })}
          descriptionLabel={(code) => t('missions.descriptionIn', { language: code })}
        />
        <FieldRow>
          <Field label={t('missions.period')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.period}
                onChange={(event) => set({ period: event.target.value })}
              >
                {MISSION_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`period.${period}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Field label={t('missions.condition')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.condition}
                onChange={(event) => set({ condition: event.target.value as MissionCondition })}
              >
                {MISSION_CONDITIONS.map((condition) => (
                  <option key={condition} value={condition}>
                    {t(`condition.${condition}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          {form.condition === 'valid_turnover'
            ? text('categoryCode', t('missions.category'))
            : null}
          {text(
            'target',
            t('missions.target'),
            isMoneyCondition(form.condition) ? 'decimal' : 'numeric',
          )}
        </FieldRow>
        <FieldRow>
          <Field label={t('missions.rewardType')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.rewardType}
                onChange={(event) =>
                  set({ rewardType: event.target.value as MissionReward['type'] })
                }
              >
                {(['points', 'ticket', 'bonus'] as const).map((type) => (
                  <option key={type} value={type}>
                    {t(`missionReward.${type}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          {form.rewardType === 'points' ? text('points', t('catalogue.points'), 'numeric') : null}
          {form.rewardType === 'ticket' ? (
            <>
              <Field label={t('rewards.kind')}>
                {(props) => (
                  <SelectInput
                    {...props}
                    value={form.ticketKind}
                    onChange={(event) => set({ ticketKind: event.target.value })}
                  >
                    {REWARD_TICKET_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`ticketKind.${kind}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
              {text('count', t('rewards.count'), 'numeric')}
            </>
          ) : null}
          {form.rewardType === 'bonus' ? (
            <>
              {text('amount', t('catalogue.amount'), 'decimal')}
              {text('turnoverMultiple', t('catalogue.turnoverMultiple'), 'numeric')}
            </>
          ) : null}
        </FieldRow>
        <FieldRow>
          <Field label={t('missions.startsAt')} hint={t('form.siteTime')}>
            {(props) => (
              <TextInput
                {...props}
                type="datetime-local"
                value={form.startsAt}
                onChange={(event) => set({ startsAt: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('missions.endsAt')} hint={t('form.siteTime')}>
            {(props) => (
              <TextInput
                {...props}
                type="datetime-local"
                value={form.endsAt}
                onChange={(event) => set({ endsAt: event.target.value })}
              />
            )}
          </Field>
          {text('sortOrder', t('catalogue.sortOrder'), 'numeric')}
        </FieldRow>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
          {t('missions.active')}
        </label>
        {problem ? <p role="alert">{problem}</p> : null}
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {mission ? t('action.save') : t('action.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function LeaderboardDialog({
  mission,
  onClose,
}: {
  mission: OperatorMission;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('engagement');
  const [day, setDay] = useState('');
  const board = useQuery({
    queryKey: ['operator', `${MISSIONS}/${mission.id}/leaderboard`, day],
    queryFn: () =>
      api<OperatorMissionLeaderboard>(`${MISSIONS}/${mission.id}/leaderboard`, {
        query: { period: day || undefined, count: 50 },
      }),
  });
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={t('missions.leaderboardOf', { name: textOf(mission.names, i18n.language) })}
      description={
        board.data
          ? t('missions.periodKey', {
              period: t(`period.${board.data.period}`),
              key: board.data.periodKey,
            })
          : undefined
      }
    >
      <div className={styles.stack}>
        {mission.period !== 'once' ? (
          <Field label={t('missions.periodDay')} hint={t('missions.periodDayHint')}>
            {(props) => (
              <TextInput
                {...props}
                type="date"
                value={day}
                onChange={(event) => setDay(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {board.isPending ? (
          <Loading />
        ) : board.isError ? (
          <ErrorState error={board.error} onRetry={() => void board.refetch()} />
        ) : board.data.list.length === 0 ? (
          <EmptyState title={t('missions.boardEmpty')} />
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table} aria-label={t('missions.leaderboard')}>
              <thead>
                <tr>
                  <th>{t('missions.rank')}</th>
                  <th>{t('column.member')}</th>
                  <th className={styles.numeric}>{t('missions.value')}</th>
                  <th>{t('missions.reached')}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.list.map((entry) => (
                  <tr key={entry.memberId}>
                    <td>{entry.rank}</td>
                    <td>{entry.username}</td>
                    <td className={styles.numeric}>
                      {measureText(board.data.condition, entry.value)}
                    </td>
                    <td>
                      {entry.reached ? (
                        <Badge tone="success">{t('missions.reachedYes')}</Badge>
                      ) : (
                        <span className={styles.muted}>
                          {t('missions.reachedNo', {
                            target: measureText(board.data.condition, board.data.target),
                          })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <DialogFooter>
          <Button onClick={onClose}>{t('action.close')}</Button>
        </DialogFooter>
      </div>
    </Dialog>
  );
}
