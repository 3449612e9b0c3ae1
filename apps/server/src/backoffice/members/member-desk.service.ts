import { majorNumber } from '@portal/shared/money';
import type {
  MemberDetail,
  MemberRow,
  MemberSearchQuery,
} from '@portal/shared/schemas/operator-members';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type {
  MemberRow as MemberRecord,
  MembersRepository,
} from '../../platform/members/members.repository.js';
import type { SessionService } from '../../accounts/session/session.service.js';
import type { MemberProfileService } from '../../accounts/member-info/member-profile.service.js';
import type { BankCardsRepository } from '../../cashier/bank-cards/bank-cards.repository.js';
import type { MemberDirectoryRepository } from './member-directory.repository.js';

export interface MemberDeskDeps {
  directory: MemberDirectoryRepository;
  members: Pick<MembersRepository, 'findById'>;
  ledger: Pick<LedgerService, 'balances' | 'balance'>;
  sessions: Pick<SessionService, 'liveSessions' | 'newestLogin'>;
  bankCards: Pick<BankCardsRepository, 'liveCards'>;
  profiles: Pick<MemberProfileService, 'storedProfile'>;
}

const DEVICE_MARKS_SHOWN = 20;
const optionalIso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : toIsoString(value);

/** Locked is the member table's `disabled`: no login, no session (decision 042). */
export const memberStatusOf = (status: 'active' | 'disabled') =>
  status === 'disabled' ? ('locked' as const) : ('active' as const);

/** The member desk's reads: the search and the member page (decision 042). */
export class MemberDeskService {
  constructor(private readonly deps: MemberDeskDeps) {}

  /** A member staff may look at; MEMBER_NOT_FOUND otherwise. */
  async member(id: number): Promise<MemberRecord> {
    const member = await this.deps.members.findById(id);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  /** One page of a search, `page` counted from 1. */
  async search(
    query: MemberSearchQuery,
    page: number,
    pageSize: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const sort = query.sort ?? '-id';
    const descending = sort.startsWith('-');
    const { rows, total } = await this.deps.directory.search({
      q: query.q ?? '',
      by: query.by ?? 'username',
      status:
        query.status === undefined ? undefined : query.status === 'locked' ? 'disabled' : 'active',
      sort: {
        field: (descending ? sort.slice(1) : sort) as 'id' | 'username' | 'createdAt',
        descending,
      },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return {
      rows: rows.map((row) => ({
        id: row.id,
        username: row.account,
        nickname: row.nickname,
        type: row.type,
        status: memberStatusOf(row.status),
        vipLevel: row.rank_level,
        currency: row.currency,
        dialingCode: row.dialing_code,
        mobile: row.mobile_num,
        email: row.email,
        realName: row.payee_name,
        registeredAt: toIsoString(row.created_at),
        lastLoginAt: optionalIso(row.last_login_at as Date | string | null),
        lastLoginIp: (row.last_login_ip as string | null) ?? null,
      })),
      total,
    };
  }

  async detail(id: number): Promise<MemberDetail> {
    const member = await this.member(id);
    const { directory, ledger, sessions, bankCards } = this.deps;
    const [wallets, points, chain, referral, marks, cards, live, newest, profile] =
      await Promise.all([
        ledger.balances(id),
        ledger.balance({ memberId: id, wallet: 'points' }),
        directory.agentChain(id),
        directory.referral(id),
        directory.deviceMarks(id, DEVICE_MARKS_SHOWN),
        bankCards.liveCards(id),
        sessions.liveSessions(id),
        sessions.newestLogin(id),
        this.deps.profiles.storedProfile(member),
      ]);
    const sum = (wallet: string) =>
      wallets.filter((w) => w.wallet === wallet).reduce((total, w) => total + w.balance, 0n);
    return {
      id: member.id,
      username: member.account,
      nickname: member.nickname,
      type: member.type,
      currency: member.currency,
      vipLevel: member.rank_level,
      status: memberStatusOf(member.status),
      mustChangePassword: member.password_hash !== null && member.password_changed_at === null,
      verification: {
        dialingCode: member.dialing_code,
        mobile: member.mobile_num,
        mobileVerifiedAt: optionalIso(member.mobile_verified_at),
        email: member.email,
        emailVerifiedAt: optionalIso(member.email_verified_at),
        realName: member.payee_name,
        bankCards: cards.length,
        twoFactor: member.totp_enabled === 1,
        paymentPasswordSet: member.payment_password_hash !== null,
      },
      profile,
      balances: {
        main: majorNumber(sum('main')),
        bonus: majorNumber(sum('bonus')),
        hold: majorNumber(sum('hold')),
        vendors: majorNumber(sum('vendor')),
        points: Number(points),
      },
      agentChain: chain.map((row) => ({ id: row.id, username: row.account, level: row.depth })),
      referral: {
        referrer: referral.referrer
          ? { id: referral.referrer.id, username: referral.referrer.account }
          : null,
        referees: referral.referees,
      },
      registration: {
        at: toIsoString(member.created_at),
        ip: member.register_ip,
        domain: member.register_domain,
      },
      lastLogin: newest ? { at: toIsoString(newest.created_at), ip: newest.ip } : null,
      openSessions: live.length,
      deviceMarks: marks.map((row) => ({
        mark: row.mark_hash,
        firstSeenAt: toIsoString(row.first_seen_at),
      })),
    };
  }
}
