import { sql } from 'kysely';
import type { ReferralIneligibleReason, ReferralStatus } from '@portal/shared/schemas/referral';
import type { DB } from '../../db/database.js';
import type { ReferralRewardWallet, ReferralStatusName } from './referral.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import {
  DEFAULT_REFERRAL_RULES,
  type MemberTraces,
  type ReferralRuleSet,
} from './referral-rules.js';

export interface ReferralRow {
  id: number;
  referrerId: number;
  friendId: number;
  status: ReferralStatusName;
  ineligibleReasons: ReferralIneligibleReason[];
  registeredAt: string;
  firstDepositOrderNo: string | null;
  firstDepositAmount: bigint | null;
  firstDepositAt: string | null;
  turnover: bigint;
  qualifiedAt: string | null;
  rewardAmount: bigint | null;
  rewardWallet: ReferralRewardWallet | null;
  rewardReference: string | null;
}

/** A referral with both accounts, for lists. */
export interface ReferralListRow extends ReferralRow {
  referrer: string;
  friend: string;
}

const nullableMinor = (value: unknown) =>
  value === null || value === undefined ? null : minor(value as string);
const nullableTime = (value: unknown) =>
  value === null || value === undefined ? null : toIsoString(value as string);

function toReferral(row: Record<string, unknown>): ReferralRow {
  const reason = (row.ineligible_reason as string | null) ?? '';
  return {
    id: Number(row.id),
    referrerId: Number(row.referrer_id),
    friendId: Number(row.friend_id),
    status: row.status as ReferralStatusName,
    ineligibleReasons: reason === '' ? [] : (reason.split(',') as ReferralIneligibleReason[]),
    registeredAt: toIsoString(row.registered_at as string),
    firstDepositOrderNo: (row.first_deposit_order_no as string | null) ?? null,
    firstDepositAmount: nullableMinor(row.first_deposit_amount),
    firstDepositAt: nullableTime(row.first_deposit_at),
    turnover: minor(row.turnover as string),
    qualifiedAt: nullableTime(row.qualified_at),
    rewardAmount: nullableMinor(row.reward_amount),
    rewardWallet: (row.reward_wallet as ReferralRewardWallet | null) ?? null,
    rewardReference: (row.reward_reference as string | null) ?? null,
  };
}

/** Every read and write of the referral tables (decision 028). */
export class ReferralRepository {
  constructor(private readonly db: DB) {}

  // ---- Codes ---------------------------------------------------------------------------------
  async codeOf(memberId: number, executor: Executor = this.db): Promise<string | undefined> {
    const row = await executor
      .selectFrom('referral_codes')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.code;
  }

  /** Stores `code` for the member unless they have one; false when the code is someone else's. */
  async insertCode(memberId: number, code: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('referral_codes')
      .values({ member_id: memberId, code, created_at: nowIso() })
      .onConflict((conflict) => conflict.doNothing())
      .returning('member_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** The active member a code belongs to. */
  async memberOfCode(code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('referral_codes as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select('m.id')
      .where('c.code', '=', code)
      .where('m.status', '=', 'active')
      .executeTakeFirst();
    return row?.id;
  }

  // ---- Rules ---------------------------------------------------------------------------------
  async rules(executor: Executor = this.db): Promise<ReferralRuleSet> {
    const row = await executor
      .selectFrom('referral_rules')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row) return DEFAULT_REFERRAL_RULES;
    return {
      enabled: row.enabled === 1,
      minFirstDeposit: minor(row.min_first_deposit),
      minTurnover: minor(row.min_turnover),
      qualifyWithinDays: row.qualify_within_days,
      rewardAmount: minor(row.reward_amount),
      rewardWallet: row.reward_wallet,
      turnoverMultiple: row.turnover_multiple,
      bonusExpiryDays: row.bonus_expiry_days,
      updatedAt: toIsoString(row.updated_at),
    };
  }

  async saveRules(rules: ReferralRuleSet, staffId: number, executor: Executor): Promise<void> {
    const values = {
      enabled: rules.enabled ? 1 : 0,
      min_first_deposit: rules.minFirstDeposit,
      min_turnover: rules.minTurnover,
      qualify_within_days: rules.qualifyWithinDays,
      reward_amount: rules.rewardAmount,
      reward_wallet: rules.rewardWallet,
      turnover_multiple: rules.turnoverMultiple,
      bonus_expiry_days: rules.bonusExpiryDays,
      updated_by: staffId,
      updated_at: rules.updatedAt ?? nowIso(),
    };
    await executor
      .insertInto('referral_rules')
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }

  // ---- Referrals -----------------------------------------------------------------------------
  /** Binds a friend to their referrer once; a repeat changes nothing. */
  async bind(
    input: { referrerId: number; friendId: number; registeredAt: string },
    executor: Executor,
  ): Promise<void> {
    await executor
      .insertInto('referrals')
      .values({
        referrer_id: input.referrerId,
        friend_id: input.friendId,
        registered_at: input.registeredAt,
        updated_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column('friend_id').doNothing())
      .execute();
  }

  async byFriend(friendId: number, executor: Executor): Promise<ReferralRow | undefined> {
    const row = await executor
      .selectFrom('referrals')
      .selectAll()
      .where('friend_id', '=', friendId)
      .executeTakeFirst();
    return row && toReferral(row);
  }

  /** The friends among `friendIds` whose progress still counts turnover. */
  async deposited(friendIds: readonly number[], executor: Executor): Promise<ReferralRow[]> {
    if (friendIds.length === 0) return [];
    const rows = await executor
      .selectFrom('referrals')
      .selectAll()
      .where('friend_id', 'in', [...new Set(friendIds)])
      .where('status', '=', 'deposited')
      .execute();
    return rows.map(toReferral);
  }

  /**
   * Marks not eligible (window_passed) every friend with a first deposit who registered before
   * `registeredBefore` and is still short of `minTurnover`; answers how many.
   */
  async closeShortWindows(
    registeredBefore: string,
    minTurnover: bigint,
    executor: Executor = this.db,
  ): Promise<number> {
    const result = await executor
      .updateTable('referrals')
      .set({ status: 'not_eligible', ineligible_reason: 'window_passed', updated_at: nowIso() })
      .where('status', '=', 'deposited')
      .where('registered_at', '<', registeredBefore)
      .where('turnover', '<', minTurnover)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Records the first deposit; false when the friend had one recorded already. */
  async recordFirstDeposit(
    id: number,
    deposit: { orderNo: string; amount: bigint; at: string },
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('referrals')
      .set({
        status: 'deposited',
        first_deposit_order_no: deposit.orderNo,
        first_deposit_amount: deposit.amount,
        first_deposit_at: deposit.at,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('status', '=', 'registered')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setTurnover(id: number, turnover: bigint, executor: Executor): Promise<void> {
    await executor
      .updateTable('referrals')
      .set({ turnover, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'deposited')
      .execute();
  }

  async markIneligible(
    id: number,
    reasons: readonly ReferralIneligibleReason[],
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('referrals')
      .set({ status: 'not_eligible', ineligible_reason: reasons.join(','), updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'deposited')
      .execute();
  }

  /** Marks the friend qualified; false when someone else did first (the reward is theirs). */
  async markQualified(
    id: number,
    reward: { amount: bigint; currency: string; wallet: ReferralRewardWallet; at: string },
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('referrals')
      .set({
        status: 'qualified',
        qualified_at: reward.at,
        reward_amount: reward.amount,
        reward_currency: reward.currency,
        reward_wallet: reward.wallet,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('status', '=', 'deposited')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setRewardReference(id: number, reference: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('referrals')
      .set({ reward_reference: reference })
      .where('id', '=', id)
      .execute();
  }

  /** The referrer's totals: friends, first deposits, qualified, rewards earned (minor units). */
  async totals(referrerId: number) {
    const row = await this.db
      .selectFrom('referrals')
      .select([
        sql<string | number>`count(*)`.as('friends'),
        sql<string | number>`count(first_deposit_at)`.as('deposits'),
        sql<string | number>`coalesce(sum(case when status = 'qualified' then 1 else 0 end), 0)`.as(
          'qualified',
        ),
        sql<string | number>`coalesce(sum(reward_amount), 0)`.as('rewards'),
      ])
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    return {
      friends: Number(row.friends),
      firstDeposits: Number(row.deposits),
      qualified: Number(row.qualified),
      rewards: minor(row.rewards),
    };
  }

  /** One page of a referrer's friends (or of every referral), newest first, with accounts. */
  async page(
    filter: { referrerId?: number; status?: ReferralStatus },
    paging: { limit: number; offset: number },
  ): Promise<{ rows: ReferralListRow[]; total: number }> {
    let query = this.db.selectFrom('referrals as r');
    if (filter.referrerId !== undefined)
      query = query.where('r.referrer_id', '=', filter.referrerId);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    const [rows, count] = await Promise.all([
      query
        .innerJoin('members as referrer', 'referrer.id', 'r.referrer_id')
        .innerJoin('members as friend', 'friend.id', 'r.friend_id')
        .selectAll('r')
        .select(['referrer.account as referrer_account', 'friend.account as friend_account'])
        .orderBy('r.id', 'desc')
        .limit(paging.limit)
        .offset(paging.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        ...toReferral(row),
        referrer: row.referrer_account,
        friend: row.friend_account,
      })),
      total: Number(count.total),
    };
  }

  // ---- Anti-abuse traces ---------------------------------------------------------------------
  async recordDevice(memberId: number, markHash: string, executor: Executor = this.db) {
    await executor
      .insertInto('referral_devices')
      .values({ member_id: memberId, mark_hash: markHash, first_seen_at: nowIso() })
      .onConflict((conflict) => conflict.columns(['member_id', 'mark_hash']).doNothing())
      .execute();
  }

  /** The referrer's currency and the friend's account, for a reward. */
  async rewardParties(friend: { referrerId: number; friendId: number }, executor: Executor) {
    const referrer = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', friend.referrerId)
      .executeTakeFirstOrThrow();
    const account = await executor
      .selectFrom('members')
      .select('account')
      .where('id', '=', friend.friendId)
      .executeTakeFirstOrThrow();
    return { currency: referrer.currency, friendAccount: account.account };
  }

  /** Browser marks, addresses and payee names of one member. */
  async traces(memberId: number, executor: Executor): Promise<MemberTraces> {
    const [member, devices, sessions, known, cards] = await Promise.all([
      executor
        .selectFrom('members')
        .select(['register_ip', 'last_login_ip', 'payee_name'])
        .where('id', '=', memberId)
        .executeTakeFirst(),
      executor
        .selectFrom('referral_devices')
        .select('mark_hash')
        .where('member_id', '=', memberId)
        .execute(),
      executor
        .selectFrom('member_sessions')
        .select('ip')
        .distinct()
        .where('member_id', '=', memberId)
        .execute(),
      executor
        .selectFrom('member_known_ips')
        .select('ip')
        .where('member_id', '=', memberId)
        .execute(),
      executor
        .selectFrom('bank_cards')
        .select('holder_name')
        .where('member_id', '=', memberId)
        .execute(),
    ]);
    return {
      deviceMarks: devices.map((row) => row.mark_hash),
      ips: [
        member?.register_ip ?? null,
        member?.last_login_ip ?? null,
        ...sessions.map((row) => row.ip),
        ...known.map((row) => row.ip),
      ],
      payeeNames: [member?.payee_name ?? null, ...cards.map((row) => row.holder_name)],
    };
  }
}
