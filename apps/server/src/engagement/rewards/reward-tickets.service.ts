import { randomInt } from 'node:crypto';
import { createFairSeed, fairSeedHash } from '@portal/shared/crypto/fair-draw';
import type { Language } from '@portal/shared/constants/languages';
import {
  REWARD_TICKETS_PAGE_SIZE,
  type RewardTicket,
  type RewardTicketKind,
  type RewardTicketSource,
  type RewardTicketsQuery,
  type RewardTicketsValue,
} from '@portal/shared/schemas/rewards';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { siteDayOf } from '@portal/shared/site-day';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  TransferKind,
} from '../../platform/ledger/ledger.types.js';
import { drawPrizeIndex, ticketView, type StoredPrize } from './reward-ticket-view.js';
import { RewardsRepository, type TicketRow } from './rewards.repository.js';

export { drawPrizeIndex, type StoredPrize } from './reward-ticket-view.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tickets expired per pass of the expiry job. */
const EXPIRE_BATCH = 500;

export interface GrantInput {
  memberId: number;
  kind: RewardTicketKind;
  source: RewardTicketSource;
  /** Names the fact that grants the tickets; with the ticket's place it is unique. */
  grantKey: string;
  count: number;
  grantedBy: number | null;
  now: Date;
}

export interface RewardTicketDeps {
  db: DB;
  ledger: LedgerService;
  bonuses: BonusService;
}

/** T + the site day (yyMMdd) + 8 random digits: unique by its index, unguessable. */
function ticketNumber(now: Date): string {
  const day = siteDayOf(now).replaceAll('-', '').slice(2);
  return `T${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Reward tickets (golden egg, red envelope, prize wheel; docs/decisions/029-reward-tickets.md).
 * A ticket is granted with a copy of its kind's prize table and a fresh secret seed whose SHA-256
 * the member sees; opening it draws the prize from the seed and the ticket number, pays the prize
 * in the same transaction, and reveals the seed. A ticket opens once: the open is a conditional
 * update of an unopened ticket, so concurrent opens give one prize.
 */
export class RewardTicketsService {
  private readonly repository: RewardsRepository;

  constructor(private readonly deps: RewardTicketDeps) {
    this.repository = new RewardsRepository(deps.db);
  }

  /**
   * Grants `count` tickets of a kind with the kind's current prize table. The same grant key
   * grants nothing more (a replayed event, a repeated operator call with the same key).
   * Throws PRIZE_TABLE_MISSING when the kind has no prize table.
   */
  async grant(input: GrantInput, trx: Trx): Promise<string[]> {
    const table = await this.repository.prizeTable(input.kind, trx);
    if (!table) throw new AppError('PRIZE_TABLE_MISSING');
    const expiresAt = new Date(input.now.getTime() + table.expiry_days * DAY_MS);
    const granted: string[] = [];
    for (let place = 1; place <= input.count; place += 1) {
      const seed = createFairSeed();
      const ticketNo = ticketNumber(input.now);
      const inserted = await this.repository.insertTicket(
        {
          ticketNo,
          memberId: input.memberId,
          kind: input.kind,
          source: input.source,
          grantKey: `${input.grantKey}#${place}`,
          seed,
          seedHash: fairSeedHash(seed),
          prizes: table.prizes,
          bonusExpiryDays: table.bonus_expiry_days,
          grantedBy: input.grantedBy,
          grantedAt: input.now,
          expiresAt,
        },
        trx,
      );
      if (inserted !== undefined) granted.push(inserted);
    }
    return granted;
  }

  /** The member's tickets, newest first, with the unopened count (the badge). */
  async list(
    memberId: number,
    query: RewardTicketsQuery,
    language: Language,
    now: Date = new Date(),
  ): Promise<RewardTicketsValue> {
    const page = Number(query.page ?? 1);
    const pageSize = REWARD_TICKETS_PAGE_SIZE;
    const [{ rows, total }, currency, unopened] = await Promise.all([
      this.repository.tickets(memberId, query.status, now, page, pageSize),
      this.currencyOf(memberId),
      this.unopenedCount(memberId, now),
    ]);
    return {
      list: rows.map((row) => ticketView(row, language, currency, now)),
      page,
      pageSize,
      total,
      unopened,
    };
  }

  /** Unopened tickets not yet expired: the reward centre's badge. */
  async unopenedCount(memberId: number, now: Date = new Date()): Promise<number> {
    return this.repository.unopenedCount(memberId, now);
  }

  /**
   * Opens one of the member's tickets: the prize is drawn from the committed seed, paid, and
   * the seed revealed, all in one transaction. REWARD_TICKET_NOT_FOUND for a ticket of someone
   * else, REWARD_TICKET_OPENED when it was opened already (also by a concurrent open),
   * REWARD_TICKET_EXPIRED past its expiry.
   */
  async open(
    memberId: number,
    id: number,
    language: Language,
    now: Date = new Date(),
  ): Promise<RewardTicket> {
    const currency = await this.currencyOf(memberId);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const ticket = await this.repository.ticket(id, memberId, trx);
      if (!ticket) throw new AppError('REWARD_TICKET_NOT_FOUND');
      if (ticket.status === 'opened') throw new AppError('REWARD_TICKET_OPENED');
      if (ticket.status === 'expired' || new Date(ticket.expires_at).getTime() <= now.getTime())
        throw new AppError('REWARD_TICKET_EXPIRED');
      const prizes = JSON.parse(ticket.prizes) as StoredPrize[];
      const index = drawPrizeIndex(ticket.seed, ticket.ticket_no, prizes);
      const opened = await this.repository.markOpened(id, index, now, trx);
      if (!opened) throw new AppError('REWARD_TICKET_OPENED');
      const reference = await this.pay(ticket, prizes[index]!, currency, now, trx);
      await this.repository.setPrizeReference(id, reference, trx);
      return {
        ...ticket,
        status: 'opened' as const,
        prize_index: index,
        prize_reference: reference,
        opened_at: nowIso(now),
      };
    });
    return ticketView(row, language, currency, now);
  }

  /** Marks unopened tickets past their expiry as expired; returns how many. */
  async expireDue(now: Date): Promise<number> {
    return this.repository.expireDue(now, EXPIRE_BATCH);
  }

  /**
   * The grant rules on a credited deposit: the first deposit, and deposits of at least a rule's
   * amount. Once per rule and deposit (the grant key).
   */
  async onDepositCredited(
    deposit: { memberId: number; orderNo: string; amount: bigint; creditedAt: Date },
    trx: Trx,
  ): Promise<void> {
    const rules = await this.repository.activeRules(['first_deposit', 'deposit_over'], trx);
    if (rules.length === 0) return;
    const first = (await this.repository.creditedBefore(deposit, trx)) === 0;
    for (const rule of rules) {
      if (rule.trigger === 'first_deposit' && !first) continue;
      if (rule.trigger === 'deposit_over' && deposit.amount < BigInt(rule.min_amount)) continue;
      const key =
        rule.trigger === 'first_deposit'
          ? `first_deposit:${deposit.memberId}:${rule.id}`
          : `deposit:${deposit.orderNo}:${rule.id}`;
      await this.grantByRule(rule, deposit.memberId, rule.trigger, key, deposit.creditedAt, trx);
    }
  }

  /** The daily sign-in rules: the first session of a site day (GMT+8) grants, once a day. */
  async onLoggedIn(login: { memberId: number; at: Date }, trx: Trx): Promise<void> {
    const rules = await this.repository.activeRules(['daily_sign_in'], trx);
    const day = siteDayOf(login.at);
    for (const rule of rules) {
      const key = `sign_in:${login.memberId}:${day}:${rule.id}`;
      await this.grantByRule(rule, login.memberId, 'daily_sign_in', key, login.at, trx);
    }
  }

  private async grantByRule(
    rule: { kind: string; count: number },
    memberId: number,
    source: RewardTicketSource,
    key: string,
    now: Date,
    trx: Trx,
  ): Promise<void> {
    try {
      await this.grant(
        {
          memberId,
          kind: rule.kind as RewardTicketKind,
          source,
          grantKey: key,
          count: rule.count,
          grantedBy: null,
          now,
        },
        trx,
      );
    } catch (error) {
      // A rule for a kind without a prize table grants nothing until the table exists.
      if (!(error instanceof AppError && error.code === 'PRIZE_TABLE_MISSING')) throw error;
    }
  }

  /** Pays a prize inside the open's transaction; returns what it became (null for nothing). */
  private async pay(
    ticket: TicketRow,
    prize: StoredPrize,
    currency: string,
    now: Date,
    trx: Trx,
  ): Promise<string | null> {
    switch (prize.type) {
      case 'nothing':
        return null;
      case 'bonus': {
        const amount = BigInt(prize.amount ?? '0');
        const bonus = await this.deps.bonuses.issue(
          {
            memberId: ticket.member_id,
            source: 'reward_ticket',
            reference: ticket.ticket_no,
            promotionId: null,
            title: prize.labels.EN ?? null,
            amount,
            currency,
            turnoverRequired: amount * BigInt(prize.turnoverMultiple ?? 0),
            weights: {},
            expiryDays: ticket.bonus_expiry_days,
            now,
          },
          trx,
        );
        return bonus.bonus_no ?? `B${bonus.id}`;
      }
      case 'points': {
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `ticket-prize:${ticket.ticket_no}`,
            // Points won count as points earned in the member's points details.
            kind: TransferKind.pointsEarn,
            from: { system: SystemAccount.pointsPool, currency: POINTS_CURRENCY },
            to: { memberId: ticket.member_id, wallet: 'points' },
            amount: BigInt(prize.points ?? 0),
            reference: ticket.ticket_no,
            memo: `${ticket.kind} prize`,
          },
          trx,
        );
        return `${prize.points} PTS`;
      }
      case 'ticket': {
        const [ticketNo] = await this.grant(
          {
            memberId: ticket.member_id,
            kind: prize.ticketKind!,
            source: 'ticket',
            grantKey: `ticket:${ticket.ticket_no}`,
            count: 1,
            grantedBy: null,
            now,
          },
          trx,
        );
        return ticketNo ?? null;
      }
    }
  }

  private async currencyOf(memberId: number): Promise<string> {
    return (await this.repository.memberCurrency(memberId)) ?? 'MYR';
  }
}
