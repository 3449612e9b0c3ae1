import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { APPLICATION_STATUSES } from '@portal/shared/schemas/promotions/constants';
import {
  approveApplicationPayloadSchema,
  type operatorApplicationSchema,
} from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { useCan } from '../../auth/staff-context';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { Field, FilterSelect, FilterText, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { Badge, PageHeader, type Tone } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { APPLICATIONS, BONUSES, PROMOTIONS, useInvalidate } from './promotion-calls';
import styles from './promotions.module.css';

type Application = z.infer<typeof operatorApplicationSchema>;

const TONES: Record<Application['status'], Tone> = {
  applying: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Members' applications: waiting ones first and oldest first, images enlarged, approve or reject. */
export default function ApplicationsScreen() {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const invalidate = useInvalidate();
  const canDecide = useCan()('engagement.decide');
  const list = useListState(['status', 'promotionId'] as const, {
    filters: { status: 'applying' },
  });
  const query = useOperatorList<Application>(APPLICATIONS, list.query);
  const [approving, setApproving] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const [image, setImage] = useState<{ application: Application; index: number } | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  const columns = useMemo<TableColumn<Application>[]>(
    () => [
      {
        id: 'member',
        header: t('applications.member'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <strong>{row.original.username}</strong>
            <span className={styles.muted}>{row.original.promotionCode}</span>
          </span>
        ),
      },
      {
        id: 'remark',
        header: t('applications.remark'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span className={styles.remark}>{row.original.remark || '—'}</span>
            {row.original.contact ? (
              <span className={styles.muted}>
                {row.original.contact.app}: {row.original.contact.id}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'images',
        header: t('applications.images'),
        cell: ({ row }) =>
          row.original.images.length === 0 ? (
            '—'
          ) : (
            <span className={styles.thumbs}>
              {row.original.images.map((src, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.thumbButton}
                  aria-label={t('applications.enlarge', { index: index + 1 })}
                  onClick={(event) => {
                    event.stopPropagation();
                    setImage({ application: row.original, index });
                  }}
                >
                  <img
                    src={src}
                    alt={t('applications.imageAlt', {
                      index: index + 1,
                      username: row.original.username,
                    })}
                  />
                </button>
              ))}
            </span>
          ),
      },
      {
        id: 'status',
        header: t('filter.status'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <Badge tone={TONES[row.original.status]}>
              {t(`applications.status.${row.original.status}`)}
            </Badge>
            {row.original.amount !== null ? (
              <span className={styles.muted}>
                {formatAmount(row.original.amount, currentLocale())}
              </span>
            ) : null}
            {row.original.reason ? (
              <span className={styles.muted}>{row.original.reason}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'sent',
        header: t('applications.sent'),
        cell: ({ row }) => (
          <span className={styles.titleCell}>
            <span className={styles.nowrap}>{formatSiteTime(row.original.createdAt)}</span>
            {row.original.decidedAt ? (
              <span className={styles.muted}>
                {formatSiteTime(row.original.decidedAt)} · {row.original.decidedBy ?? ''}
              </span>
            ) : null}
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
                row.original.status === 'applying' ? (
                  <span className={styles.actions}>
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => {
                        setAmount('');
                        setAmountError(null);
                        setApproving(row.original);
                      }}
                    >
                      {t('applications.approve')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setRejecting(row.original)}>
                      {t('applications.reject')}
                    </Button>
                  </span>
                ) : null,
            } satisfies TableColumn<Application>,
          ]
        : []),
    ],
    [t, canDecide],
  );

  const decided = async () => {
    await Promise.all([invalidate(APPLICATIONS), invalidate(BONUSES), invalidate(PROMOTIONS)]);
  };

  return (
    <>
      <PageHeader title={t('applications.title')} description={t('applications.description')} />
      <DataTable
        label={t('applications.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('applications.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('filter.status')}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              allLabel={t('filter.all')}
              options={APPLICATION_STATUSES.map((value) => ({
                value,
                label: t(`applications.status.${value}`),
              }))}
            />
            <FilterText
              label={t('filter.promotionId')}
              type="number"
              value={list.filters.promotionId}
              onChange={(promotionId) => list.setFilters({ promotionId })}
            />
          </>
        }
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => (open ? null : setApproving(null))}
        title={t('applications.approveTitle', { username: approving?.username ?? '' })}
        description={t('applications.approveText')}
        confirmLabel={t('applications.approve')}
        onConfirm={async () => {
          const parsed = approveApplicationPayloadSchema.safeParse({
            amount: amount.trim() === '' ? Number.NaN : Number(amount),
          });
          if (!parsed.success) {
            setAmountError(t('errors.positive'));
            throw new Error(t('errors.positive'));
          }
          await api(`${APPLICATIONS}/${approving!.id}/approve`, {
            method: 'POST',
            body: parsed.data,
          });
          await decided();
          toast(t('applications.approved'));
          setApproving(null);
        }}
      >
        <Field label={t('applications.approveAmount')} error={amountError ?? undefined}>
          {(props) => (
            <TextInput
              {...props}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setAmountError(null);
              }}
            />
          )}
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? null : setRejecting(null))}
        title={t('applications.rejectTitle', { username: rejecting?.username ?? '' })}
        description={t('applications.rejectText')}
        confirmLabel={t('applications.reject')}
        variant="danger"
        reason={{ label: t('applications.rejectReason') }}
        onConfirm={async (reason) => {
          await api(`${APPLICATIONS}/${rejecting!.id}/reject`, {
            method: 'POST',
            body: { reason },
          });
          await decided();
          toast(t('applications.rejected'));
          setRejecting(null);
        }}
      />
      <Dialog
        open={image !== null}
        onOpenChange={(open) => (open ? null : setImage(null))}
        title={t('applications.imageTitle', { index: (image?.index ?? 0) + 1 })}
        description={
          image ? `${image.application.username} · ${image.application.promotionCode}` : undefined
        }
        size="wide"
      >
        {image ? (
          <img
            className={styles.enlarged}
            src={image.application.images[image.index]}
            alt={t('applications.imageAlt', {
              index: image.index + 1,
              username: image.application.username,
            })}
          />
        ) : null}
      </Dialog>
    </>
  );
}
