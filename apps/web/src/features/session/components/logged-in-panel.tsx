import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_CENTRE_TYPES, TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { lazyComponent } from '../../../lib/lazy-component';
import { useMemberInfo } from '../api/get-member-info';
import { useUnreadCount } from '../api/get-unread-count';
import { useCentrePanel } from '../hooks/use-centre-panel';
import { useSession } from '../hooks/use-session';
import { BalanceDisplay } from './balance-display';
import { LogoutButton } from './logout-button';
import styles from './account.module.css';

const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

const isAgentType = (type: number | undefined) =>
  type !== undefined && (AGENT_CENTRE_TYPES as readonly number[]).includes(type);

/** The member's corner of the header: name, balance, deposit, messages, agent centre, logout. */
export function LoggedInPanel() {
  const { t } = useTranslation('header');
  const member = useSession((state) => state.member);
  const setMember = useSession((state) => state.setMember);
  const memberInfo = useMemberInfo();
  const unread = useUnreadCount().data ?? 0;
  const openCentre = useCentrePanel((state) => state.openCentre);
  const [trialWarning, setTrialWarning] = useState(false);

  useEffect(() => {
    if (memberInfo.data) setMember(memberInfo.data);
  }, [memberInfo.data, setMember]);

  const openMemberPage = (page: string) => {
    // Trial accounts have no member centre and no real-money actions (spec section 5).
    if (member?.type === TRIAL_ACCOUNT_TYPE) setTrialWarning(true);
    else openCentre('member', page);
  };

  return (
    <div className={styles.panel}>
      <span className={styles.nickname} title={member?.account}>
        {member?.nickname || member?.account || t('account.member')}
      </span>
      <BalanceDisplay />
      <button type="button" className={styles.cta} onClick={() => openMemberPage('depositv2')}>
        {t('account.deposit')}
      </button>
      <button
        type="button"
        className={styles.icon}
        onClick={() => openMemberPage('messageV2')}
        aria-label={
          unread > 0 ? t('account.messagesUnread', { count: unread }) : t('account.messages')
        }
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.8" />
          <path d="m4 7 8 6 8-6" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isAgentType(member?.type) && (
        <button
          type="button"
          className={styles.icon}
          onClick={() => openCentre('agent', 'agentTeamOverview')}
          aria-label={t('account.agentCentre')}
          title={t('account.agentCentre')}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="9" cy="8" r="3.2" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3 19c.8-3.3 3.1-5 6-5s5.2 1.7 6 5" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M16 5.2a3 3 0 0 1 0 5.6M18 14c1.6.7 2.6 2.4 3 5"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </button>
      )}
      <LogoutButton />
      {trialWarning && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('account.trialTitle')}
            message={t('account.needRealAccount')}
            confirmLabel={t('account.confirm')}
            onConfirm={() => setTrialWarning(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
