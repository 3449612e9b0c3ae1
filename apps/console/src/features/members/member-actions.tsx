import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { useCan } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { memberPath, useOperatorAction } from './api';
import { AdjustDialog } from './adjust-dialog';
import { MessageDialog, NoteDialog } from './member-dialogs';
import styles from './members.module.css';

type Open =
  'lock' | 'unlock' | 'forcePassword' | 'endSessions' | 'message' | 'note' | 'adjust' | null;

/**
 * The member page's actions, each shown only to a role holding the permission its server call
 * declares (the server refuses the others anyway).
 */
export function MemberActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const can = useCan();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const path = memberPath(member.id);
  const username = member.username;
  const locked = member.status === 'locked';

  const lock = useOperatorAction<{ sessionsEnded: number }, string>((reason) => [
    `${path}/${locked ? 'unlock' : 'lock'}`,
    { body: { reason } },
  ]);
  const force = useOperatorAction<unknown>(() => [`${path}/force-password-change`, { body: {} }]);
  const end = useOperatorAction<{ sessionsEnded: number }>(() => [
    `${path}/end-sessions`,
    { body: {} },
  ]);

  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <div className={styles.actions}>
      {can('members.lock') ? (
        <Button
          variant={locked ? 'secondary' : 'danger'}
          onClick={() => setOpen(locked ? 'unlock' : 'lock')}
        >
          {locked ? t('action.unlock') : t('action.lock')}
        </Button>
      ) : null}
      {can('members.password.force') && !member.mustChangePassword ? (
        <Button onClick={() => setOpen('forcePassword')}>{t('action.forcePassword')}</Button>
      ) : null}
      {can('members.sessions.end') ? (
        <Button onClick={() => setOpen('endSessions')}>{t('action.endSessions')}</Button>
      ) : null}
      {can('members.message') ? (
        <Button onClick={() => setOpen('message')}>{t('action.message')}</Button>
      ) : null}
      {can('members.note') ? (
        <Button onClick={() => setOpen('note')}>{t('action.note')}</Button>
      ) : null}
      {can('members.adjust.request') ? (
        <Button variant="primary" onClick={() => setOpen('adjust')}>
          {t('action.adjust')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={open === 'lock' || open === 'unlock'}
        onOpenChange={close}
        title={t(locked ? 'unlock.title' : 'lock.title', { username })}
        description={t(locked ? 'unlock.description' : 'lock.description')}
        confirmLabel={locked ? t('action.unlock') : t('action.lock')}
        variant={locked ? 'primary' : 'danger'}
        reason={{ label: t(locked ? 'unlock.reason' : 'lock.reason') }}
        onConfirm={async (reason) => {
          const result = await lock.mutateAsync(reason);
          toast(
            locked
              ? t('unlock.done', { username })
              : t('lock.done', { username, count: result.sessionsEnded }),
          );
        }}
      />
      <ConfirmDialog
        open={open === 'forcePassword'}
        onOpenChange={close}
        title={t('forcePassword.title', { username })}
        description={t('forcePassword.description')}
        confirmLabel={t('action.forcePassword')}
        onConfirm={async () => {
          await force.mutateAsync();
          toast(t('forcePassword.done', { username }));
        }}
      />
      <ConfirmDialog
        open={open === 'endSessions'}
        onOpenChange={close}
        title={t('endSessions.title', { username })}
        description={t('endSessions.description')}
        confirmLabel={t('action.endSessions')}
        variant="danger"
        onConfirm={async () => {
          const result = await end.mutateAsync();
          toast(t('endSessions.done', { count: result.sessionsEnded }));
        }}
      />
      <MessageDialog member={member} open={open === 'message'} onOpenChange={close} />
      <NoteDialog member={member} open={open === 'note'} onOpenChange={close} />
      <AdjustDialog member={member} open={open === 'adjust'} onOpenChange={close} />
    </div>
  );
}
