import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BONUS_STATES } from '@portal/shared/schemas/promotions/constants';
import {
  grantBonusPayloadSchema,
  type operatorBonusSchema,
} from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { Can, useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, FilterSelect, FilterText, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog, DialogFooter } from '../../components/ui/dialog';
import { Badge, ErrorAlert, PageHeader, type Tone } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { TurnoverProgress } from './promotion-panels';
import { BONUSES, PROMOTIONS, useInvalidate } from './promotion-calls';
import styles from './promotions.module.css';

type OperatorBonus = z.infer<typeof operatorBonusSchema>;

const TONES: Record<OperatorBonus['state'], Tone> = {
  in_progress: 'info',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'neutral',
  cancelled: 'danger',
};

/** Every bonus, by member, state, promotion and issue day; give one by hand, cancel one. */
export default function BonusesScreen() {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const invalidate = useInvalidate();
  const canDecide = useCan()('engagement.decide');
  const list = useListState(['username', 'state', 'promotionId', 'from', 'to'] as const);
  const query = useOperatorList<OperatorBonus>(BONUSES, list.query);
  const [granting, setGranting] = useState(false);
  const [cancelling, setCancelling] = useState<OperatorBonus | null>(null);

  const columns = useMemo<TableColumn<OperatorBonus>[]>(
    () => [
      {
        id: 'bonus',
        header: t('bonuses.bonusNo'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <strong>{row.original.bonusNo}</strong>
            <span className={styles.muted}>{row.original.username}</span>
          </span>
        ),
      },
      {
        id: 'source',
        header: t('bonuses.source'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span>{row.original.title}</span>
            <span className={styles.muted}>
              {t(`bonuses.sources.${row.original.source}`)}
              {row.original.promotionId !== null ? ` · #${row.original.promotionId}` : ''}
            </span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('bonuses.amount'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.amount, currentLocale()),
      },
      {
        id: 'turnover',
        header: t('bonuses.turnover'),
        cell: ({ row }) => (
          <TurnoverProgress
            played={row.original.turnoverPlayed}
            required={row.original.turnoverRequired}
          />
        ),
      },
      {
        id: 'state',
        header: t('bonuses.state'),
        cell: ({ row }) => (
          <Badge tone={TONES[row.original.state]}>
            {t(`bonuses.states.${row.original.state}`)}
          </Badge>
        ),
      },
      {
        id: 'issued',
        header: t('bonuses.issued'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span className={styles.nowrap}>{formatSiteTime(row.original.issuedAt)}</span>
            <span className={styles.muted}>
              {t('bonuses.expires')} {formatSiteTime(row.original.expiresAt)}
            </span>
          </span>
        ),
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: '',
              meta: { shrink: true },
              cell: ({ row }) =>
                row.original.state === 'in_progress' ? (
                  <Button size="sm" variant="danger" onClick={() => setCancelling(row.original)}>
                    {t('bonuses.cancel')}
                  </Button>
                ) : null,
            } satisfies TableColumn<OperatorBonus>,
          ]
        : []),
    ],
    [t, canDecide],
  );

  return (
    <>
      <PageHeader
        title={t('bonuses.title')}
        description={t('bonuses.description')}
        actions={
          <Can permission="engagement.decide">
            <Button variant="primary" onClick={() => setGranting(true)}>
              {t('bonuses.grant')}
            </Button>
          </Can>
        }
      />
      <DataTable
        label={t('bonuses.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('bonuses.empty')}
        toolbar={
          <>
            <FilterText
              label={t('filter.member')}
              value={list.filters.username}
              onChange={(username) => list.setFilters({ username })}
            />
            <FilterSelect
              label={t('bonuses.state')}
              value={list.filters.state}
              onChange={(state) => list.setFilters({ state })}
              allLabel={t('filter.all')}
              options={BONUS_STATES.map((value) => ({
                value,
                label: t(`bonuses.states.${value}`),
              }))}
            />
            <FilterText
              label={t('filter.promotionId')}
              type="number"
              value={list.filters.promotionId}
              onChange={(promotionId) => list.setFilters({ promotionId })}
            />
            <FilterText
              label={t('filter.from')}
              type="date"
              value={list.filters.from}
              onChange={(from) => list.setFilters({ from })}
            />
            <FilterText
              label={t('filter.to')}
              type="date"
              value={list.filters.to}
              onChange={(to) => list.setFilters({ to })}
            />
          </>
        }
      />
      <GrantDialog
        open={granting}
        onOpenChange={setGranting}
        onGranted={async () => {
          await Promise.all([invalidate(BONUSES), invalidate(PROMOTIONS)]);
          toast(t('bonuses.granted'));
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title={t('bonuses.cancelTitle', {
          bonusNo: cancelling?.bonusNo ?? '',
          username: cancelling?.username ?? '',
        })}
        description={t('bonuses.cancelText')}
        confirmLabel={t('bonuses.cancel')}
        variant="danger"
        reason={{ label: t('bonuses.cancelReason') }}
        onConfirm={async (reason) => {
          await api(`${BONUSES}/${cancelling!.id}/cancel`, { method: 'POST', body: { reason } });
          await Promise.all([invalidate(BONUSES), invalidate(PROMOTIONS)]);
          toast(t('bonuses.cancelled'));
          setCancelling(null);
        }}
      />
    </>
  );
}

function GrantDialog({
  open,
  onOpenChange,
  onGranted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGranted: () => Promise<void>;
}) {
  const { t } = useTranslation('promotions');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(grantBonusPayloadSchema, {
    username: '',
    amount: undefined as unknown as number,
    turnoverMultiple: 1,
    expiryDays: 7,
    reason: '',
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const message = (error?: { message?: string; type?: string }) =>
    error
      ? error.message && t(`errors.${error.message}`, { defaultValue: '' })
        ? t(`errors.${error.message}`)
        : error.type === 'too_small'
          ? t('errors.required')
          : t('errors.invalid')
      : undefined;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      await api(BONUSES, { method: 'POST', body: payload });
      await onGranted();
      close(false);
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('bonuses.grantTitle')}
      description={t('bonuses.grantText')}
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('bonuses.username')} error={message(errors.username)}>
          {(props) => <TextInput {...props} autoComplete="off" {...register('username')} />}
        </Field>
        <Field label={t('bonuses.amount')} error={message(errors.amount)}>
          {(props) => (
            <TextInput
              {...props}
              type="number"
              step="0.01"
              min={0}
              {...register('amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('bonuses.turnoverMultiple')} error={message(errors.turnoverMultiple)}>
          {(props) => (
            <TextInput
              {...props}
              type="number"
              step="1"
              min={0}
              {...register('turnoverMultiple', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('bonuses.expiryDays')} error={message(errors.expiryDays)}>
          {(props) => (
            <TextInput
              {...props}
              type="number"
              step="1"
              min={1}
              {...register('expiryDays', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('bonuses.reason')} error={message(errors.reason)}>
          {(props) => <TextInput {...props} maxLength={200} {...register('reason')} />}
        </Field>
        <ErrorAlert error={failure} />
        <DialogFooter>
          <Button onClick={() => close(false)}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={formState.isSubmitting}>
            {t('bonuses.grant')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
