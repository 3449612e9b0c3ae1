import { majorNumber, toMinor } from '@portal/shared/money';
import type {
  OperatorReferral,
  OperatorReferralsQuery,
  ReferralRules,
  ReferralRulesInput,
} from '@portal/shared/schemas/referral';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { ReferralRuleSet } from './referral-rules.js';
import type { ReferralListRow, ReferralRepository } from './referral.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface ReferralOperatorDeps {
  db: DB;
  repository: ReferralRepository;
  members: Pick<MembersRepository, 'findByAccount'>;
  audit: AuditLog;
}

/** The schema allows at most 2 decimals; toFixed only writes them out. */
const minorOf = (amount: number) => toMinor(amount.toFixed(2));
const DEFAULT_PAGE_SIZE = 20;

function toRules(rules: ReferralRuleSet): ReferralRules {
  return {
    enabled: rules.enabled,
    minFirstDeposit: majorNumber(rules.minFirstDeposit),
    minTurnover: majorNumber(rules.minTurnover),
    qualifyWithinDays: rules.qualifyWithinDays,
    rewardAmount: majorNumber(rules.rewardAmount),
    rewardWallet: rules.rewardWallet,
    turnoverMultiple: rules.turnoverMultiple,
    bonusExpiryDays: rules.bonusExpiryDays,
    updatedAt: rules.updatedAt,
  };
}

function toOperatorReferral(row: ReferralListRow): OperatorReferral {
  return {
    id: row.id,
    referrer: row.referrer,
    referrerId: row.referrerId,
    friend: row.friend,
    friendId: row.friendId,
    status: row.status,
    ineligibleReasons: row.ineligibleReasons,
    registeredAt: row.registeredAt,
    firstDepositOrderNo: row.firstDepositOrderNo,
    firstDepositAmount:
      row.firstDepositAmount === null ? null : majorNumber(row.firstDepositAmount),
    firstDepositAt: row.firstDepositAt,
    turnover: majorNumber(row.turnover),
    qualifiedAt: row.qualifiedAt,
    rewardAmount: row.rewardAmount === null ? null : majorNumber(row.rewardAmount),
    rewardWallet: row.rewardWallet,
    rewardReference: row.rewardReference,
  };
}

/** The operator's side of invite friends: the rules (audited) and every referral with its state. */
export class ReferralOperatorService {
  constructor(private readonly deps: ReferralOperatorDeps) {}

  async rules(): Promise<ReferralRules> {
    return toRules(await this.deps.repository.rules());
  }

  /** Replaces the rules; they apply to friends judged from now on, not to rewards paid. */
  async saveRules(operator: Operator, input: ReferralRulesInput): Promise<ReferralRules> {
    const rules: ReferralRuleSet = {
      enabled: input.enabled,
      minFirstDeposit: minorOf(input.minFirstDeposit),
      minTurnover: minorOf(input.minTurnover),
      qualifyWithinDays: input.qualifyWithinDays,
      rewardAmount: minorOf(input.rewardAmount),
      rewardWallet: input.rewardWallet,
      turnoverMultiple: input.turnoverMultiple,
      bonusExpiryDays: input.bonusExpiryDays,
      updatedAt: nowIso(),
    };
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.saveRules(rules, operator.staff.id, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'referral.rules.update',
          target: 'referral:rules',
          details: { ...input },
          ip: operator.ip,
        },
        trx,
      );
    });
    return toRules(rules);
  }

  /** Referrals newest first, by status and referrer, with the reasons a friend is not eligible. */
  async list(query: OperatorReferralsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    let referrerId: number | undefined;
    if (query.referrer) {
      const member = await this.deps.members.findByAccount(query.referrer);
      if (!member) throw new AppError('MEMBER_NOT_FOUND');
      referrerId = member.id;
    }
    const { rows, total } = await this.deps.repository.page(
      { referrerId, status: query.status },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { list: rows.map(toOperatorReferral), page, pageSize, total };
  }
}
