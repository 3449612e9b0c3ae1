import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyMovePreviewValue } from '@portal/shared/schemas/agency-console';
import type { AgencyMoveResult } from '@portal/shared/schemas/agency-operator';
import { api } from '../../api/client';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { Field, TextInput } from '../../components/form/fields';
import { NODE, previewMove, useAgencyAction } from './api';
import type { AgencyNodeValue } from '@portal/shared/schemas/agency-console';
import styles from './agency.module.css';

/**
 * Moves a member and its team: the new upline is checked first with the server's dry run, which
 * lists the contracts the move ends; only then can the move be confirmed, with a reason.
 */
export function MoveDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { id: number; account: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('agency');
  const toast = useToast();
  const [upline, setUpline] = useState('');
  const [preview, setPreview] = useState<AgencyMovePreviewValue | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const move = useAgencyAction<AgencyMoveResult, string>((reason) => [
    '/agency/move',
    { body: { memberId: member.id, uplineId: preview?.upline?.id ?? null, reason } },
  ]);

  const change = (next: boolean) => {
    if (!next) {
      setUpline('');
      setPreview(null);
      setError(null);
    }
    onOpenChange(next);
  };

  const check = async () => {
    setChecking(true);
    setError(null);
    setPreview(null);
    try {
      const account = upline.trim();
      const uplineId = account
        ? (await api<AgencyNodeValue>(NODE, { query: { account } })).node.id
        : null;
      setPreview(await previewMove(member.id, uplineId));
    } catch (failure) {
      setError(failure);
    } finally {
      setChecking(false);
    }
  };

  const ready = preview !== null && preview.changes;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={t('move.title', { account: member.account })}
      confirmLabel={t('move.confirm')}
      variant="danger"
      reason={ready ? { label: t('move.reason') } : undefined}
      onConfirm={async (reason) => {
        if (!ready) throw new Error(t('move.check'));
        const result = await move.mutateAsync(reason);
        toast(t('move.done', { account: result.account, count: result.contractsEnded }));
      }}
    >
      <div className={styles.form}>
        <Field label={t('move.upline')}>
          {(field) => (
            <TextInput
              {...field}
              value={upline}
              onChange={(event) => {
                setUpline(event.target.value);
                setPreview(null);
              }}
            />
          )}
        </Field>
        <div>
          <Button size="sm" onClick={() => void check()} busy={checking}>
            {checking ? t('move.checking') : t('move.check')}
          </Button>
        </div>
        <ErrorAlert error={error} />
        {preview ? (
          <div aria-live="polite" data-testid="move-preview">
            {preview.changes ? (
              <>
                <p>
                  {t('move.summary', {
                    account: preview.member.account,
                    upline: preview.upline?.account ?? t('move.toTop'),
                    count: preview.teamSize,
                  })}
                </p>
                {preview.contractsEnding.length > 0 ? (
                  <>
                    <p>
                      <strong>{t('move.ends', { count: preview.contractsEnding.length })}</strong>
                    </p>
                    <ul className={styles.ending}>
                      {preview.contractsEnding.map((contract) => (
                        <li key={contract.contractId}>
                          #{contract.contractId} · {t(`kind.${contract.kind}`)} ·{' '}
                          {contract.holder.account}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>{t('move.endsNone')}</p>
                )}
              </>
            ) : (
              <p>{t('move.changesNothing', { account: preview.member.account })}</p>
            )}
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
