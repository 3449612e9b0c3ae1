import { majorNumber } from '@portal/shared/money';
import {
  REFERRAL_CODE_PARAM,
  REFERRAL_FRIENDS_PAGE_SIZE,
  type ReferralFriendsQuery,
  type ReferralFriendsValue,
  type ReferralRulesSummary,
  type ReferralSummary,
} from '@portal/shared/schemas/referral';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { deviceMarkOf } from './device-mark.js';
import { codeKey, maskFriend, newReferralCode, type ReferralRuleSet } from './referral-rules.js';
import type { ReferralRepository } from './referral.repository.js';

/** The rules as a member reads them. */
export function rulesSummary(rules: ReferralRuleSet): ReferralRulesSummary {
  return {
    enabled: rules.enabled,
    minFirstDeposit: majorNumber(rules.minFirstDeposit),
    minTurnover: majorNumber(rules.minTurnover),
    qualifyWithinDays: rules.qualifyWithinDays,
    rewardAmount: majorNumber(rules.rewardAmount),
    rewardWallet: rules.rewardWallet,
    turnoverMultiple: rules.turnoverMultiple,
  };
}

/**
 * The member's side of invite friends (decision 028): their code (made the first time it is
 * asked for), the link and totals, the friends list, and what registration asks of a code.
 */
export class ReferralService {
  constructor(private readonly repository: ReferralRepository) {}

  /** GET /wps/member/referral. `origin` is the site as the member reached it. */
  async summary(memberId: number, origin: string): Promise<ReferralSummary> {
    const code = await this.codeFor(memberId);
    const [totals, rules] = await Promise.all([
      this.repository.totals(memberId),
      this.repository.rules(),
    ]);
    const link = `${origin}/register?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
    return {
      code,
      link,
      totals: {
        friends: totals.friends,
        firstDeposits: totals.firstDeposits,
        qualified: totals.qualified,
        rewardsEarned: majorNumber(totals.rewards),
      },
      rules: rulesSummary(rules),
    };
  }

  /** GET /wps/member/referral/friends: newest first, accounts masked. */
  async friends(memberId: number, query: ReferralFriendsQuery): Promise<ReferralFriendsValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? REFERRAL_FRIENDS_PAGE_SIZE;
    const { rows, total } = await this.repository.page(
      { referrerId: memberId },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        account: maskFriend(row.friend),
        registeredAt: row.registeredAt,
        status: row.status,
        firstDepositAt: row.firstDepositAt,
        qualifiedAt: row.qualifiedAt,
        reward:
          row.status === 'qualified' && row.rewardAmount !== null
            ? majorNumber(row.rewardAmount)
            : null,
      })),
      page,
      pageSize,
      total,
    };
  }

  /** The member a code typed at registration belongs to; REFERRAL_CODE_INVALID otherwise. */
  async referrerOf(code: string): Promise<number> {
    const key = codeKey(code);
    const memberId = key === '' ? undefined : await this.repository.memberOfCode(key);
    if (memberId === undefined) throw new AppError('REFERRAL_CODE_INVALID');
    return memberId;
  }

  /** The hash of the request's browser mark (a new one is set when the browser has none). */
  deviceMark({ request, reply }: { request: FastifyRequest; reply: FastifyReply }): string {
    return deviceMarkOf(request, reply);
  }

  /** Remembers a browser mark of the member (anti-abuse, decision 028). */
  recordDevice(memberId: number, markHash: string, executor?: Executor): Promise<void> {
    return this.repository.recordDevice(memberId, markHash, executor);
  }

  /** The member's code, made on first use; a code drawn twice is drawn again. */
  private async codeFor(memberId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.repository.codeOf(memberId);
      if (existing) return existing;
      await this.repository.insertCode(memberId, newReferralCode());
    }
    const code = await this.repository.codeOf(memberId);
    if (!code) throw new Error(`no referral code could be made for member ${memberId}`);
    return code;
  }
}
