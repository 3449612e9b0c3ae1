import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { ApiError } from '../../api/client';
import { Tabs } from '../../components/ui/tabs';
import {
  Badge,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { useMember, useMemberKyc } from './api';
import { MemberActions } from './member-actions';
import { MemberProfileCard } from './member-profile-card';
import { RealityCheckLine } from './reality-check-line';
import {
  BetsList,
  BonusesList,
  DepositsList,
  LedgerList,
  LoginsList,
  NotesList,
  SessionsList,
  WithdrawalsList,
} from './member-lists';
import { SaferPlayPanel } from '../safer-play/safer-play-panel';
import { MemberStatusBadge } from './member-status-badge';
import styles from './members.module.css';

const TABS = [
  'profile',
  'balances',
  'ledger',
  'deposits',
  'withdrawals',
  'bets',
  'bonuses',
  'sessions',
  'logins',
  'notes',
  'agents',
  'referrals',
] as const;
type Tab = (typeof TABS)[number];

/** A member's page: who they are, their money and history, and what staff may do. */
export default function MemberScreen() {
  const { t } = useTranslation('members');
  const { memberId } = useParams();
  const id = Number(memberId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'profile';
  const query = useMember(id);

  const back = (
    <Link to="/members" className={styles.back}>
      ← {t('member.back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <>
        {back}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState title={t('member.notFound')} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const member = query.data;
  // A new tab starts at its first page.
  const openTab = (next: Tab) => setParams(next === 'profile' ? {} : { tab: next });

  return (
    <>
      {back}
      <PageHeader
        title={
          <span className={styles.header}>
            {member.username}
            <MemberStatusBadge status={member.status} />
            {member.mustChangePassword ? (
              <Badge tone="warning">{t('member.mustChangePassword')}</Badge>
            ) : null}
          </span>
        }
        description={`#${member.id} · ${t(`member.type.${member.type}` as 'member.type.0', {
          defaultValue: String(member.type),
        })} · ${t('member.vip', { level: member.vipLevel })} · ${member.currency}`}
        actions={<MemberActions member={member} />}
      />
      <RealityCheckLine memberId={member.id} />
      <div className={styles.tabs}>
        <Tabs
          label={t('member.tabs')}
          value={tab}
          onChange={openTab}
          tabs={TABS.map((value) => ({ value, label: t(`tab.${value}`) }))}
        />
      </div>
      <div role="tabpanel" aria-label={t(`tab.${tab}`)}>
        <TabPanel tab={tab} member={member} />
      </div>
    </>
  );
}

function TabPanel({ tab, member }: { tab: Tab; member: MemberDetail }): ReactNode {
  switch (tab) {
    case 'profile':
      return (
        <>
          <ProfileTab member={member} />
          <SaferPlayPanel memberId={member.id} currency={member.currency} />
        </>
      );
    case 'balances':
      return <BalancesTab member={member} />;
    case 'ledger':
      return <LedgerList memberId={member.id} />;
    case 'deposits':
      return <DepositsList memberId={member.id} />;
    case 'withdrawals':
      return <WithdrawalsList memberId={member.id} />;
    case 'bets':
      return <BetsList memberId={member.id} />;
    case 'bonuses':
      return <BonusesList memberId={member.id} />;
    case 'sessions':
      return (
        <>
          <SessionsList memberId={member.id} />
          <DeviceMarks member={member} />
        </>
      );
    case 'logins':
      return <LoginsList memberId={member.id} />;
    case 'notes':
      return <NotesList memberId={member.id} />;
    case 'agents':
      return <AgentChain member={member} />;
    case 'referrals':
      return <Referrals member={member} />;
  }
}

function ProfileTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const { verification: v } = member;
  const verified = (value: string | null, at: string | null) =>
    value ? (
      <span className={styles.stack}>
        <span>{value}</span>
        <span className={styles.muted}>
          {at ? t('profile.verifiedAt', { time: formatSiteTime(at) }) : t('profile.notVerified')}
        </span>
      </span>
    ) : (
      t('profile.none')
    );
  return (
    <div className={styles.grid}>
      <Card title={t('profile.identity')}>
        <DescriptionList
          items={[
            [t('profile.id'), member.id],
            [t('profile.username'), member.username],
            [t('profile.nickname'), member.nickname],
            [t('profile.realName'), v.realName ?? t('profile.none')],
            [t('profile.currency'), member.currency],
            [t('profile.vip'), member.vipLevel],
            [t('profile.status'), <MemberStatusBadge key="status" status={member.status} />],
          ]}
        />
      </Card>
      <Card title={t('profile.verification')}>
        <DescriptionList
          items={[
            [
              t('profile.phone'),
              verified(v.mobile ? `+${v.dialingCode ?? ''} ${v.mobile}` : null, v.mobileVerifiedAt),
            ],
            [t('profile.email'), verified(v.email, v.emailVerifiedAt)],
            [t('profile.bankCards'), formatCount(v.bankCards, currentLocale())],
            [t('profile.twoFactor'), v.twoFactor ? t('profile.on') : t('profile.off')],
            [
              t('profile.paymentPassword'),
              v.paymentPasswordSet ? t('profile.set') : t('profile.notSet'),
            ],
            [t('profile.identity_check'), <KycLine key="kyc" memberId={member.id} />],
          ]}
        />
      </Card>
      <MemberProfileCard member={member} />
      <Card title={t('profile.activity')}>
        <DescriptionList
          items={[
            [t('profile.registeredAt'), formatSiteTime(member.registration.at)],
            [t('profile.registerIp'), member.registration.ip ?? '—'],
            [t('profile.registerDomain'), member.registration.domain ?? '—'],
            [
              t('profile.lastLogin'),
              member.lastLogin ? formatSiteTime(member.lastLogin.at) : t('profile.never'),
            ],
            [t('profile.lastLoginIp'), member.lastLogin?.ip ?? '—'],
            [t('profile.openSessions'), member.openSessions],
          ]}
        />
      </Card>
    </div>
  );
}

/** The identity check state (decision 053) and the birthday a reviewer recorded. */
function KycLine({ memberId }: { memberId: number }) {
  const { t } = useTranslation('members');
  const kyc = useMemberKyc(memberId);
  if (!kyc.data) return <span className={styles.muted}>—</span>;
  const tone = {
    unverified: 'neutral',
    pending: 'warning',
    verified: 'success',
    rejected: 'danger',
  } as const;
  return (
    <span className={styles.stack}>
      <Badge tone={tone[kyc.data.state]}>{t(`profile.kycStates.${kyc.data.state}`)}</Badge>
      {kyc.data.birthday ? (
        <span className={styles.muted}>
          {t('profile.kycBirthday', { birthday: kyc.data.birthday })}
        </span>
      ) : null}
    </span>
  );
}

function BalancesTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const locale = currentLocale();
  const items: Array<[string, string]> = [
    [t('balances.main'), formatAmount(member.balances.main, locale)],
    [t('balances.bonus'), formatAmount(member.balances.bonus, locale)],
    [t('balances.hold'), formatAmount(member.balances.hold, locale)],
    [t('balances.vendors'), formatAmount(member.balances.vendors, locale)],
    [t('balances.points'), formatCount(member.balances.points, locale)],
  ];
  return (
    <div className={styles.balances}>
      {items.map(([name, value]) => (
        <div key={name} className={styles.balance}>
          <span className={styles.balanceName}>{name}</span>
          <span className={styles.balanceValue}>{value}</span>
          <span className={styles.muted}>
            {name === t('balances.points') ? 'PTS' : member.currency}
          </span>
        </div>
      ))}
    </div>
  );
}

function DeviceMarks({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  return (
    <Card title={t('devices.title')} className={styles.section}>
      <p className={styles.muted}>{t('devices.hint')}</p>
      {member.deviceMarks.length === 0 ? (
        <EmptyState title={t('devices.none')} />
      ) : (
        <table className={styles.marks} aria-label={t('devices.title')}>
          <thead>
            <tr>
              <th scope="col">{t('devices.mark')}</th>
              <th scope="col">{t('devices.firstSeen')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('devices.find')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {member.deviceMarks.map((mark) => (
              <tr key={mark.mark}>
                <td className={styles.mark}>{mark.mark}</td>
                <td>{formatSiteTime(mark.firstSeenAt)}</td>
                <td>
                  <Link to={`/members?by=device&q=${mark.mark.slice(0, 16)}`}>
                    {t('devices.find')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function AgentChain({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  if (member.agentChain.length === 0) return <EmptyState title={t('agents.none')} />;
  const top = member.agentChain.length;
  return (
    <Card title={t('agents.title')}>
      <ol className={styles.chain}>
        {member.agentChain.map((agent) => (
          <li key={agent.id}>
            <Link to={`/members/${agent.id}`}>{agent.username}</Link>
            <span className={styles.muted}>#{agent.id}</span>
            <Badge>{t('agents.level', { level: agent.level })}</Badge>
            {agent.level === 1 ? <span className={styles.muted}>{t('agents.direct')}</span> : null}
            {agent.level === top ? <span className={styles.muted}>{t('agents.top')}</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Referrals({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const { referrer, referees } = member.referral;
  return (
    <Card>
      <DescriptionList
        items={[
          [
            t('referrals.referrer'),
            referrer ? (
              <Link to={`/members/${referrer.id}`}>{referrer.username}</Link>
            ) : (
              t('referrals.none')
            ),
          ],
          [t('referrals.referees'), formatCount(referees, currentLocale())],
        ]}
      />
    </Card>
  );
}
