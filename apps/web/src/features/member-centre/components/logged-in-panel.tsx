import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { paths } from '../../../config/paths';
import { lazyComponent } from '../../../lib/lazy-component';
import {
  isAgentType,
  isTrialType,
  useAgentCentreGate,
  useGateWarning,
  useRealMoneyGate,
} from '../../session/real-money-gate';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { AGENT_CENTRE_MODULE, AGENT_DEFAULT_PAGE } from '../../agent-centre/menu';
import {
  AccountMenu,
  MemberAvatar,
  accountMenuItemClass,
  type AccountMenuItem,
} from './account-menu';
import { FundsFigures } from './funds-figures';
import { MEMBER_CENTRE_MODULE, MEMBER_DROPDOWN_PAGES, memberCentreMenu } from '../menu';
import { visibleEntries } from '../../../components/centre/centre-menu';
import { builtMemberPages } from '../pages';
import { useMemberInfo } from '../../session/api/get-member-info';
import { useUnreadCount } from '../../session/api/get-unread-count';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import { BalanceDisplay } from '../../session/components/balance-display';
import { LogoutButton } from '../../session/components/logout-button';
import styles from '../../../components/layouts/header/account.module.css';
import panelStyles from './logged-in-panel.module.css';

// The overlays and the gate's warning load only when one of them is asked for.
const CentreHost = lazyComponent(() => import('./centre-host').then((m) => m.CentreHost));

// The points formatter and call load when the member opens the menu, not with the header.
const MemberFunds = lazyComponent(() => import('./member-funds').then((m) => m.MemberFunds));

const POINT_MALL_MODULE = 'POINTMALL';
const MESSAGES_PAGE = 'messageV2';
const DEPOSIT_PAGE = 'depositv2';
const WITHDRAW_PAGE = 'withdraw';

/**
 * The member's corner of the header (spec section 2): name with the member-centre dropdown,
 * balance, deposit, messages, agent centre and logout. On phones it folds into the balance and
 * an avatar button whose menu holds the rest.
 */
export function LoggedInPanel() {
  const { t } = useTranslation(['header', 'member']);
  const member = useSession((state) => state.member);
  const withdrawOnly = useSession((state) => state.withdrawOnly);
  const setMember = useSession((state) => state.setMember);
  const memberInfo = useMemberInfo();
  const tree = useWhitelabel().data?.whitelabel ?? [];
  const unread = useUnreadCount().data ?? 0;
  const openCentre = useCentrePanel((state) => state.openCentre);
  const hostNeeded = useCentrePanel((state) => state.open !== null);
  const warningOpen = useGateWarning((state) => state.open);
  const { guard } = useRealMoneyGate();
  const { guard: guardAgent } = useAgentCentreGate();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();

  useEffect(() => {
    if (memberInfo.data) setMember(memberInfo.data);
  }, [memberInfo.data, setMember]);

  const entries = visibleEntries(memberCentreMenu, { tree, built: builtMemberPages });
  // The member centre needs a real account and its module (spec section 5).
  const centreAvailable =
    member !== null && !isTrialType(member.type) && isModuleEnabled(tree, MEMBER_CENTRE_MODULE);
  const dropdownEntries = centreAvailable
    ? MEMBER_DROPDOWN_PAGES.flatMap((page) => entries.filter((entry) => entry.page === page))
    : [];
  const canDeposit = entries.some((entry) => entry.page === DEPOSIT_PAGE);
  const agentAvailable = isAgentType(member?.type) && isModuleEnabled(tree, AGENT_CENTRE_MODULE);

  const openMemberPage = (page: string) => void guard(() => openCentre('member', page));
  const openAgentCentre = () => void guardAgent(() => openCentre('agent', AGENT_DEFAULT_PAGE));

  const name = member?.nickname || member?.account || t('account.member');
  const messagesLabel =
    unread > 0 ? t('account.messagesUnread', { count: unread }) : t('account.messages');

  const centreItems: AccountMenuItem[] = dropdownEntries.map((entry) => ({
    key: entry.page,
    label: t(`member:${entry.label}`),
    icon: <AccountIcon />,
    onSelect: () => openMemberPage(entry.page),
  }));
  // Points are earned on every bet: the mall where they are spent sits in the member's menu.
  if (isModuleEnabled(tree, POINT_MALL_MODULE)) {
    centreItems.push({
      key: 'pointMall',
      label: t('account.pointMall'),
      icon: <GiftIcon />,
      onSelect: () => void navigate(paths.pointMall),
    });
  }
  const funds = (
    <Suspense fallback={<FundsFigures wallet="…" points="…" />}>
      <MemberFunds />
    </Suspense>
  );

  let body: ReactNode;
  if (withdrawOnly) {
    // A login during a break: the balance, the way to the withdrawal page and out, nothing else.
    body = (
      <>
        <span
          className={panelStyles.withdrawOnly}
          role="status"
          title={t('member:withdrawOnly.notice')}
          aria-label={t('member:withdrawOnly.notice')}
        >
          {t('member:withdrawOnly.badge')}
        </span>
        <BalanceDisplay />
        <button
          type="button"
          className={styles.cta}
          onClick={() => openCentre('member', WITHDRAW_PAGE)}
        >
          {t('member:in_increase_withdrawal')}
        </button>
        <LogoutButton />
      </>
    );
  } else if (isPhone) {
    const items: AccountMenuItem[] = [...centreItems];
    if (canDeposit && !centreItems.some((item) => item.key === DEPOSIT_PAGE)) {
      items.push({
        key: DEPOSIT_PAGE,
        label: t('account.deposit'),
        onSelect: () => openMemberPage(DEPOSIT_PAGE),
      });
    }
    items.push({
      key: MESSAGES_PAGE,
      label: t('account.messages'),
      icon: <MailIcon />,
      badge: unread,
      onSelect: () => openMemberPage(MESSAGES_PAGE),
    });
    if (agentAvailable) {
      items.push({
        key: 'agent',
        label: t('account.agentCentre'),
        icon: <AgentIcon />,
        onSelect: openAgentCentre,
      });
    }
    body = (
      <>
        <BalanceDisplay />
        <AccountMenu
          compact
          name={name}
          account={member?.account}
          items={items}
          summary={funds}
          footer={<LogoutButton variant="item" className={accountMenuItemClass} />}
        />
      </>
    );
  } else {
    body = (
      <>
        {dropdownEntries.length > 0 ? (
          <AccountMenu name={name} account={member?.account} items={centreItems} summary={funds} />
        ) : (
          <span className={panelStyles.identity} title={member?.account}>
            <MemberAvatar name={name} />
            <span className={styles.nickname}>{name}</span>
          </span>
        )}
        <BalanceDisplay />
        {canDeposit && (
          <button type="button" className={styles.cta} onClick={() => openMemberPage(DEPOSIT_PAGE)}>
            {t('account.deposit')}
          </button>
        )}
        <button
          type="button"
          className={styles.icon}
          onClick={() => openMemberPage(MESSAGES_PAGE)}
          aria-label={messagesLabel}
          title={messagesLabel}
        >
          <MailIcon />
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
        {agentAvailable && (
          <button
            type="button"
            className={styles.icon}
            onClick={openAgentCentre}
            aria-label={t('account.agentCentre')}
            title={t('account.agentCentre')}
          >
            <AgentIcon />
          </button>
        )}
        <LogoutButton />
      </>
    );
  }

  return (
    <div className={panelStyles.panel}>
      {body}
      {(hostNeeded || warningOpen) && (
        <Suspense fallback={null}>
          <CentreHost />
        </Suspense>
      )}
    </div>
  );
}

function AccountIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="10" r="3" stroke="currentColor" strokeWidth="1.8" />
      <path d="M6.5 18.2c1.2-2 3.1-3 5.5-3s4.3 1 5.5 3" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function GiftIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3.5" y="8" width="17" height="4" rx="1" stroke="currentColor" strokeWidth="1.8" />
      <path d="M5 12v8h14v-8M12 8v12" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 8c-1.5-3.5-5-3.8-5-1.6C7 8 9.5 8 12 8Zm0 0c1.5-3.5 5-3.8 5-1.6C17 8 14.5 8 12 8Z"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <path d="m4 7 8 6 8-6" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function AgentIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="9" cy="8" r="3.2" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 19c.8-3.3 3.1-5 6-5s5.2 1.7 6 5" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M16 5.2a3 3 0 0 1 0 5.6M18 14c1.6.7 2.6 2.4 3 5"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
