import { useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import {
  POINT_REQUIREMENT_KINDS,
  POINT_REWARD_TYPES,
  POINT_TICKET_KINDS,
} from '@portal/shared/schemas/points/constants';
import {
  pointRewardInputSchema,
  type OperatorPointReward,
  type PointRewardInput,
} from '@portal/shared/schemas/points';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogFooter } from '../../components/ui/dialog';
import { Badge, ErrorAlert, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import styles from './engagement.module.css';
import { formProblem } from './form-problem';
import { filledTexts, NamesByLanguage, numberOrNull, textOf, usePagedWhole, useWhole } from './kit';
import { PointsTabs } from './points-tabs';

const REWARDS = '/points/rewards';
const stop = (event: MouseEvent) => event.stopPropagation();

/** The points mall's catalogue (`/marketing/points/catalogue`): rewards, stock and images. */
export default function CatalogueScreen() {
  const { t, i18n } = useTranslation('engagement');
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan()('engagement.manage');
  const list = useListState([] as const);
  const rewards = useWhole<OperatorPointReward>(REWARDS);
  const query = usePagedWhole(rewards, list);
  const [editing, setEditing] = useState<OperatorPointReward | 'new' | null>(null);
  const [stocking, setStocking] = useState<OperatorPointReward | null>(null);
  const [removing, setRemoving] = useState<OperatorPointReward | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['operator', REWARDS] });

  const columns = useMemo<TableColumn<OperatorPointReward>[]>(
    () => [
      {
        id: 'image',
        header: t('catalogue.image'),
        meta: { shrink: true },
        cell: ({ row }) =>
          row.original.imageUrl ? (
            <img className={styles.thumb} src={row.original.imageUrl} alt="" />
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
      {
        id: 'name',
        header: t('catalogue.name'),
        cell: ({ row }) => (
          <>
            {textOf(row.original.names, i18n.language)}
            <span className={styles.small}>{t(`rewardType.${row.original.type}`)}</span>
          </>
        ),
      },
      {
        id: 'points',
        header: t('catalogue.points'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.points, currentLocale()),
      },
      {
        id: 'amount',
        header: t('catalogue.amount'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) =>
          row.original.amount === null ? '—' : formatAmount(row.original.amount, currentLocale()),
      },
      {
        id: 'stock',
        header: t('catalogue.stock'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) =>
          row.original.stock === null
            ? t('catalogue.unlimited')
            : formatCount(row.original.stock, currentLocale()),
      },
      {
        id: 'redeemed',
        header: t('catalogue.redeemed'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.redeemed, currentLocale()),
      },
      {
        id: 'status',
        header: t('column.status'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {t(row.original.active ? 'catalogue.onSale' : 'catalogue.off')}
          </Badge>
        ),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: t('column.actions'),
              meta: { shrink: true },
              cell: ({ row }: { row: { original: OperatorPointReward } }) => (
                <div className={styles.rowActions} onClick={stop}>
                  <Button size="sm" onClick={() => setEditing(row.original)}>
                    {t('action.edit')}
                  </Button>
                  {row.original.stock !== null ? (
                    <Button size="sm" onClick={() => setStocking(row.original)}>
                      {t('catalogue.stockAction')}
                    </Button>
                  ) : null}
                  {row.original.active ? (
                    <Button size="sm" variant="danger" onClick={() => setRemoving(row.original)}>
                      {t('catalogue.takeOff')}
                    </Button>
                  ) : null}
                </div>
              ),
            } satisfies TableColumn<OperatorPointReward>,
          ]
        : []),
    ],
    [t, i18n.language, canManage],
  );

  return (
    <>
      <PageHeader
        title={t('points.title')}
        description={t('catalogue.description')}
        actions={
          canManage ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('catalogue.create')}
            </Button>
          ) : null
        }
      />
      <PointsTabs />
      <DataTable
        label={t('catalogue.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('catalogue.empty')}
      />
      {editing ? (
        <RewardDialog
          reward={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
      {stocking ? (
        <StockDialog reward={stocking} onClose={() => setStocking(null)} onSaved={refresh} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('catalogue.takeOffTitle', {
          name: removing ? textOf(removing.names, i18n.language) : '',
        })}
        description={t('catalogue.takeOffBody')}
        confirmLabel={t('catalogue.takeOff')}
        variant="danger"
        onConfirm={async () => {
          await api(`${REWARDS}/${removing!.id}`, { method: 'DELETE' });
          toast(t('catalogue.takenOff'));
          await refresh();
        }}
      />
    </>
  );
}

interface RewardForm {
  type: PointRewardInput['type'];
  names: Partial<Record<Language, string>>;
  descriptions: Partial<Record<Language, string>>;
  imageUrl: string;
  points: string;
  amount: string;
  turnoverMultiple: string;
  bonusExpiryDays: string;
  ticketKind: string;
  requirementKind: string;
  requirementAmount: string;
  limited: boolean;
  stock: string;
  perMemberLimit: string;
  active: boolean;
  sortOrder: string;
}

function formOf(reward: OperatorPointReward | null): RewardForm {
  return {
    type: reward?.type ?? 'cash',
    names: reward?.names ?? {},
    descriptions: reward?.descriptions ?? {},
    imageUrl: reward?.imageUrl ?? '',
    points: reward ? String(reward.points) : '',
    amount: reward?.amount != null ? String(reward.amount) : '',
    turnoverMultiple: reward?.turnoverMultiple != null ? String(reward.turnoverMultiple) : '',
    bonusExpiryDays: reward?.bonusExpiryDays != null ? String(reward.bonusExpiryDays) : '',
    ticketKind: reward?.ticketKind ?? '',
    requirementKind: reward?.requirement?.kind ?? '',
    requirementAmount: reward?.requirement ? String(reward.requirement.amount) : '',
    limited: reward ? reward.stock !== null : false,
    stock: reward?.stock != null ? String(reward.stock) : '',
    perMemberLimit: reward?.perMemberLimit != null ? String(reward.perMemberLimit) : '',
    active: reward?.active ?? true,
    sortOrder: reward ? String(reward.sortOrder) : '0',
  };
}

function payloadOf(form: RewardForm) {
  const money = form.type === 'cash' || form.type === 'bonus';
  return {
    type: form.type,
    names: filledTexts(form.names),
    descriptions: filledTexts(form.descriptions),
    imageUrl: form.imageUrl.trim() || null,
    points: Number(form.points),
    amount: money ? numberOrNull(form.amount) : null,
    turnoverMultiple: form.type === 'bonus' ? numberOrNull(form.turnoverMultiple) : null,
    bonusExpiryDays: form.type === 'bonus' ? numberOrNull(form.bonusExpiryDays) : null,
    ticketKind: form.type === 'ticket' ? form.ticketKind || null : null,
    requirement: form.requirementKind
      ? { kind: form.requirementKind, amount: Number(form.requirementAmount) }
      : null,
    stock: form.limited ? Number(form.stock) : null,
    perMemberLimit: numberOrNull(form.perMemberLimit),
    active: form.active,
    sortOrder: Number(form.sortOrder),
  };
}

function RewardDialog({
  reward,
  onClose,
  onSaved,
}: {
  reward: OperatorPointReward | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation('engagement');
  const toast = useToast();
  const [form, setForm] = useState(() => formOf(reward));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<RewardForm>) => setForm({ ...form, ...patch });
  const save = useMutation({
    mutationFn: (body: PointRewardInput) =>
      reward
        ? api<OperatorPointReward>(`${REWARDS}/${reward.id}`, { method: 'PUT', body })
        : api<OperatorPointReward>(REWARDS, { method: 'POST', body }),
    onSuccess: async () => {
      toast(t(reward ? 'catalogue.saved' : 'catalogue.created'));
      await onSaved();
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = pointRewardInputSchema.safeParse(payloadOf(form));
    setProblem(formProblem(result, t));
    if (result.success) save.mutate(result.data);
  };
  const money = form.type === 'cash' || form.type === 'bonus';
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={reward ? t('catalogue.editTitle') : t('catalogue.createTitle')}
    >
      <form onSubmit={submit} className={styles.stack}>
        <FieldRow>
          <Field label={t('catalogue.type')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.type}
                onChange={(event) => set({ type: event.target.value as RewardForm['type'] })}
              >
                {POINT_REWARD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`rewardType.${type}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          <Field label={t('catalogue.points')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={form.points}
                onChange={(event) => set({ points: event.target.value })}
              />
            )}
          </Field>
          {money ? (
            <Field label={t('catalogue.amount')}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="decimal"
                  value={form.amount}
                  onChange={(event) => set({ amount: event.target.value })}
                />
              )}
            </Field>
          ) : null}
          {form.type === 'ticket' ? (
            <Field label={t('catalogue.ticketKind')}>
              {(props) => (
                <SelectInput
                  {...props}
                  value={form.ticketKind}
                  onChange={(event) => set({ ticketKind: event.target.value })}
                >
                  <option value="">—</option>
                  {POINT_TICKET_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`ticketKind.${kind}`)}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
          ) : null}
        </FieldRow>
        {form.type === 'bonus' ? (
          <FieldRow>
            <Field label={t('catalogue.turnoverMultiple')}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="numeric"
                  value={form.turnoverMultiple}
                  onChange={(event) => set({ turnoverMultiple: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('catalogue.bonusExpiryDays')}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="numeric"
                  value={form.bonusExpiryDays}
                  onChange={(event) => set({ bonusExpiryDays: event.target.value })}
                />
              )}
            </Field>
          </FieldRow>
        ) : null}
        <NamesByLanguage
          names={form.names}
          descriptions={form.descriptions}
          onChange={set}
          nameLabel={(code) => t('catalogue.nameIn', { language: code })}
          descriptionLabel={(code) => t('catalogue.descriptionIn', { language: code })}
        />
        <FieldRow>
          <Field label={t('catalogue.imageUrl')} hint={t('catalogue.imageHint')}>
            {(props) => (
              <TextInput
                {...props}
                value={form.imageUrl}
                onChange={(event) => set({ imageUrl: event.target.value })}
              />
            )}
          </Field>
          {form.imageUrl.trim() ? (
            <img className={styles.thumb} src={form.imageUrl.trim()} alt={t('catalogue.image')} />
          ) : null}
        </FieldRow>
        <FieldRow>
          <Field label={t('catalogue.requirement')}>
            {(props) => (
              <SelectInput
                {...props}
                value={form.requirementKind}
                onChange={(event) => set({ requirementKind: event.target.value })}
              >
                <option value="">{t('catalogue.noRequirement')}</option>
                {POINT_REQUIREMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`requirement.${kind}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
          {form.requirementKind ? (
            <Field label={t('catalogue.requirementAmount')}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="decimal"
                  value={form.requirementAmount}
                  onChange={(event) => set({ requirementAmount: event.target.value })}
                />
              )}
            </Field>
          ) : null}
          <Field label={t('catalogue.perMemberLimit')} hint={t('catalogue.emptyIsNone')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={form.perMemberLimit}
                onChange={(event) => set({ perMemberLimit: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('catalogue.sortOrder')}>
            {(props) => (
              <TextInput
                {...props}
                inputMode="numeric"
                value={form.sortOrder}
                onChange={(event) => set({ sortOrder: event.target.value })}
              />
            )}
          </Field>
        </FieldRow>
        <div className={styles.inline}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.limited}
              disabled={reward !== null}
              onChange={(event) => set({ limited: event.target.checked })}
            />
            {t('catalogue.limited')}
          </label>
          {form.limited && reward === null ? (
            <Field label={t('catalogue.stock')}>
              {(props) => (
                <TextInput
                  {...props}
                  inputMode="numeric"
                  value={form.stock}
                  onChange={(event) => set({ stock: event.target.value })}
                />
              )}
            </Field>
          ) : null}
          {reward !== null ? (
            <span className={styles.muted}>{t('catalogue.stockByCall')}</span>
          ) : null}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.active}
              onChange={(event) => set({ active: event.target.checked })}
            />
            {t('catalogue.onSale')}
          </label>
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {reward ? t('action.save') : t('action.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function StockDialog({
  reward,
  onClose,
  onSaved,
}: {
  reward: OperatorPointReward;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t, i18n } = useTranslation('engagement');
  const toast = useToast();
  const [change, setChange] = useState('');
  const units = Number(change);
  const valid = change.trim() !== '' && Number.isInteger(units) && units !== 0;
  const save = useMutation({
    mutationFn: () =>
      api<OperatorPointReward>(`${REWARDS}/${reward.id}/stock`, {
        method: 'POST',
        body: { change: units },
      }),
    onSuccess: async (updated) => {
      toast(t('catalogue.stockChanged', { stock: updated.stock ?? 0 }));
      await onSaved();
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('catalogue.stockTitle', { name: textOf(reward.names, i18n.language) })}
      description={t('catalogue.stockBody', { stock: reward.stock ?? 0 })}
    >
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <Field label={t('catalogue.stockChange')} hint={t('catalogue.stockChangeHint')}>
          {(props) => (
            <TextInput
              {...props}
              inputMode="numeric"
              value={change}
              onChange={(event) => setChange(event.target.value)}
            />
          )}
        </Field>
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!valid}>
            {t('catalogue.applyStock')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
