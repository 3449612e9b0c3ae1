import type { Executor, Trx } from '../../db/transaction.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { DomainEvent } from '../../platform/events/event-types.js';
import { domainEvents } from '../../platform/events/event-types.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import {
  abuseReasons,
  assess,
  maskFriend,
  windowEnd,
  type ReferralRuleSet,
} from './referral-rules.js';
import type { ReferralRepository, ReferralRow } from './referral.repository.js';

export interface ReferralTrackerDeps {
  repository: ReferralRepository;
  bonuses: Pick<BonusService, 'issue'>;
  ledger: Pick<LedgerService, 'transfer'>;
  notices: Pick<NoticesService, 'notify'>;
}

/** The event types the tracker consumes. */
export const REFERRAL_EVENT_TYPES = [
  'member.registered',
  'deposit.credited',
  'bet.settled',
] as const;

interface SettledBet {
  memberId: number;
  validTurnover: bigint;
  settledAt: string;
}

const DAY_MS = 86_400_000;
/** How long after a window closes the sweep waits for the bets settled inside it. */
export const SWEEP_GRACE_MS = 3_600_000;

/** R + the referral id: the reference of a main-wallet reward in the account records. */
export const rewardReference = (referralId: number) => `R${String(referralId).padStart(8, '0')}`;

/**
 * Follows each referred friend from the domain events (decision 028): the registration binds
 * them to the referrer, the first credited deposit and the valid turnover after it move them
 * towards the operator's thresholds, and the friend who meets them either qualifies, paying the
 * referrer's reward once, or is kept as not eligible with the anti-abuse reason. Everything is
 * written in the consumer's transaction, so each event counts exactly once.
 */
export class ReferralTracker {
  constructor(private readonly deps: ReferralTrackerDeps) {}

  /** Events in their order; runs of settled bets are counted together. */
  async handle(events: readonly DomainEvent[], trx: Trx): Promise<void> {
    let bets: SettledBet[] = [];
    for (const event of events) {
      if (event.type === 'bet.settled') {
        const bet = domainEvents['bet.settled'].payload.parse(event.payload);
        bets.push({
          memberId: bet.memberId,
          validTurnover: minor(bet.validTurnover),
          settledAt: bet.settledAt,
        });
        continue;
      }
      if (bets.length > 0) await this.countBets(bets, trx);
      bets = [];
      if (event.type === 'member.registered') await this.onRegistered(event, trx);
      else if (event.type === 'deposit.credited') await this.onDeposit(event, trx);
    }
    if (bets.length > 0) await this.countBets(bets, trx);
  }

  private async onRegistered(event: DomainEvent, trx: Trx): Promise<void> {
    const member = domainEvents['member.registered'].payload.parse(event.payload);
    if (member.referrerId === null || member.referrerId === member.memberId) return;
    await this.deps.repository.bind(
      {
        referrerId: member.referrerId,
        friendId: member.memberId,
        registeredAt: member.registeredAt,
      },
      trx,
    );
  }

  private async onDeposit(event: DomainEvent, trx: Trx): Promise<void> {
    const deposit = domainEvents['deposit.credited'].payload.parse(event.payload);
    const { repository } = this.deps;
    const referral = await repository.byFriend(deposit.memberId, trx);
    // Only the first deposit counts: a friend past `registered` has had theirs.
    if (!referral || referral.status !== 'registered') return;
    const recorded = await repository.recordFirstDeposit(
      referral.id,
      { orderNo: deposit.orderNo, amount: minor(deposit.amount), at: deposit.creditedAt },
      trx,
    );
    if (!recorded) return;
    const rules = await repository.rules(trx);
    await this.settle(
      {
        ...referral,
        status: 'deposited',
        firstDepositOrderNo: deposit.orderNo,
        firstDepositAmount: minor(deposit.amount),
        firstDepositAt: deposit.creditedAt,
      },
      rules,
      new Date(deposit.creditedAt),
      trx,
    );
  }

  /**
   * Valid turnover of friends between their first deposit and the end of their window. One read
   * for the whole run: most bets are not a referred friend's.
   */
  private async countBets(bets: readonly SettledBet[], trx: Trx): Promise<void> {
    const counted = bets.filter((bet) => bet.validTurnover > 0n);
    if (counted.length === 0) return;
    const { repository } = this.deps;
    const friends = await repository.deposited(
      counted.map((bet) => bet.memberId),
      trx,
    );
    if (friends.length === 0) return;
    const rules = await repository.rules(trx);
    for (const friend of friends) {
      const from = Date.parse(friend.firstDepositAt!);
      const end = windowEnd(friend.registeredAt, rules)?.getTime() ?? Infinity;
      let added = 0n;
      let lastCounted = from;
      let latest = from;
      for (const bet of counted) {
        if (bet.memberId !== friend.friendId) continue;
        const at = Date.parse(bet.settledAt);
        latest = Math.max(latest, at);
        if (at < from || at > end) continue;
        added += bet.validTurnover;
        lastCounted = Math.max(lastCounted, at);
      }
      const turnover = friend.turnover + added;
      if (added > 0n) await repository.setTurnover(friend.id, turnover, trx);
      // Met: judged when the last bet that counted settled; short: when the latest one did.
      const at = turnover >= rules.minTurnover ? lastCounted : latest;
      await this.settle({ ...friend, turnover }, rules, new Date(at), trx);
    }
  }

  /**
   * Marks not eligible (window_passed) the friends whose window closed more than SWEEP_GRACE_MS
   * ago while they were still short of the turnover: without it they would wait for a next bet
   * that may never come. The grace lets the bets settled inside the window reach the tracker
   * first. Answers how many were marked.
   */
  async sweepClosedWindows(now: Date, db?: Executor): Promise<number> {
    const { repository } = this.deps;
    const rules = await repository.rules(db);
    // While the programme is off, progress is kept but nobody is judged.
    if (!rules.enabled || rules.qualifyWithinDays <= 0) return 0;
    const registeredBefore = new Date(
      now.getTime() - rules.qualifyWithinDays * DAY_MS - SWEEP_GRACE_MS,
    ).toISOString();
    return repository.closeShortWindows(registeredBefore, rules.minTurnover, db);
  }

  /** Judges a friend with a first deposit at the moment `at` of the event that moved them. */
  private async settle(friend: ReferralRow, rules: ReferralRuleSet, at: Date, trx: Trx) {
    // While the programme is off, progress is kept but nobody qualifies.
    if (!rules.enabled) return;
    const { repository } = this.deps;
    const verdict = assess(friend, rules, at);
    if (verdict.outcome === 'pending') return;
    if (verdict.outcome === 'ineligible') {
      await repository.markIneligible(friend.id, [verdict.reason], trx);
      return;
    }
    const [friendTraces, referrerTraces] = [
      await repository.traces(friend.friendId, trx),
      await repository.traces(friend.referrerId, trx),
    ];
    const reasons = abuseReasons(friendTraces, referrerTraces);
    if (reasons.length > 0) {
      await repository.markIneligible(friend.id, reasons, trx);
      return;
    }
    await this.reward(friend, rules, at, trx);
  }

  /** Pays the referrer once for this friend and tells them in the message centre. */
  private async reward(friend: ReferralRow, rules: ReferralRuleSet, at: Date, trx: Trx) {
    const { repository, bonuses, ledger, notices } = this.deps;
    const { currency, friendAccount } = await repository.rewardParties(friend, trx);
    const amount = rules.rewardAmount;
    const qualified = await repository.markQualified(
      friend.id,
      { amount, currency, wallet: rules.rewardWallet, at: at.toISOString() },
      trx,
    );
    if (!qualified || amount <= 0n) return;
    const masked = maskFriend(friendAccount);
    let reference: string;
    if (rules.rewardWallet === 'bonus') {
      const bonus = await bonuses.issue(
        {
          memberId: friend.referrerId,
          source: 'referral',
          reference: `referral:${friend.id}`,
          promotionId: null,
          title: masked,
          amount,
          currency,
          turnoverRequired: amount * BigInt(rules.turnoverMultiple),
          weights: {},
          expiryDays: rules.bonusExpiryDays,
          now: at,
        },
        trx,
      );
      reference = bonus.bonus_no ?? `referral:${friend.id}`;
    } else {
      reference = rewardReference(friend.id);
      // Keyed by the friend, not the event: whichever event qualifies them, the reward is one.
      await ledger.transfer(
        {
          idempotencyKey: `referral:${friend.id}:reward`,
          kind: TransferKind.bonus,
          from: { system: SystemAccount.house, currency },
          to: { memberId: friend.referrerId, wallet: 'main' },
          amount,
          reference,
          memo: 'referral reward',
        },
        trx,
      );
    }
    await repository.setRewardReference(friend.id, reference, trx);
    await notices.notify(
      {
        memberId: friend.referrerId,
        kind: NoticeKind.referralReward,
        amount,
        currency,
        reference,
        detail: masked,
        occurredAt: at,
      },
      trx,
    );
  }
}
