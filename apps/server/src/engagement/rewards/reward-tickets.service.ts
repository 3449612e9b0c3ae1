import { randomInt } from 'node:crypto';
import {
  FairStream,
  createFairSeed,
  fairSeedHash,
  pickWeighted,
} from '@portal/shared/crypto/fair-draw';
import { fromMinor } from '@portal/shared/money';
import type { Language } from '@portal/shared/constants/languages';
import {
  REWARD_TICKETS_PAGE_SIZE,
  type RewardTicket,
  type RewardTicketKind,
  type RewardTicketSource,
  type RewardTicketsQuery,
  type RewardTicketsValue,
  type TicketPrizeType,
} from '@portal/shared/schemas/rewards';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { RewardTicketsTable } from './rewards.tables.js';
import { AppError } from '../../lib/app-error.js';
import { siteDayOf } from '@portal/shared/site-day';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  TransferKind,
} from '../../platform/ledger/ledger.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tickets expired per pass of the expiry job. */
const EXPIRE_BATCH = 500;

/** A prize table entry as stored: money in minor units, labels per language. */
export interface StoredPrize {
  type: TicketPrizeType;
  labels: Partial<Record<Language, string>>;
  /** Bonus prizes: minor units, as a decimal string (JSON has no bigint). */
  amount: string | null;
  turnoverMultiple: number | null;
  points: number | null;
  ticketKind: RewardTicketKind | null;
  weight: number;
}

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

type TicketRow = Pick<
  RewardTicketsTable,
  | 'ticket_no'
  | 'member_id'
  | 'kind'
  | 'source'
  | 'seed'
  | 'seed_hash'
  | 'prizes'
  | 'bonus_expiry_days'
  | 'status'
  | 'prize_index'
  | 'prize_reference'
> & {
  id: number;
  granted_at: Date | string;
  expires_at: Date | string;
  opened_at: Date | string | null;
};

const TICKET_COLUMNS = [
  'id',
  'ticket_no',
  'member_id',
  'kind',
  'source',
  'seed',
  'seed_hash',
  'prizes',
  'bonus_expiry_days',
  'status',
  'prize_index',
  'prize_reference',
  'granted_at',
  'expires_at',
  'opened_at',
] as const;

/** T + the site day (yyMMdd) + 8 random digits: unique by its index, unguessable. */
function ticketNumber(now: Date): string {
  const day = siteDayOf(now).replaceAll('-', '').slice(2);
  return `T${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The prize drawn for a ticket: its seed and number decide, through the shared fair draw. */
export function drawPrizeIndex(seed: string, ticketNo: string, prizes: StoredPrize[]): number {
  return pickWeighted(
    new FairStream(seed, ticketNo),
    prizes.map((prize) => prize.weight),
  );
}

/**
 * Reward tickets (golden egg, red envelope, prize wheel; docs/decisions/029-reward-tickets.md).
 * A ticket is granted with a copy of its kind's prize table and a fresh secret seed whose SHA-256
 * the member sees; opening it draws the prize from the seed and the ticket number, pays the prize
 * in the same transaction, and reveals the seed. A ticket opens once: the open is a conditional
 * update of an unopened ticket, so concurrent opens give one prize.
 */
export class RewardTicketsService {
  constructor(private readonly deps: RewardTicketDeps) {}

  /**
   * Grants `count` tickets of a kind with the kind's current prize table. The same grant key
   * grants nothing more (a replayed event, a repeated operator call with the same key).
   * Throws PRIZE_TABLE_MISSING when the kind has no prize table.
   */
  async grant(input: GrantInput, trx: Trx): Promise<string[]> {
    const table = await trx
      .selectFrom('ticket_prize_tables')
      .selectAll()
      .where('kind', '=', input.kind)
      .executeTakeFirst();
    if (!table) throw new AppError('PRIZE_TABLE_MISSING');
    const expiresAt = new Date(input.now.getTime() + table.expiry_days * DAY_MS);
    const granted: string[] = [];
    for (let place = 1; place <= input.count; place += 1) {
      const seed = createFairSeed();
      const ticketNo = ticketNumber(input.now);
      const inserted = await trx
        .insertInto('reward_tickets')
        .values({
          ticket_no: ticketNo,
          member_id: input.memberId,
          kind: input.kind,
          source: input.source,
          grant_key: `${input.grantKey}#${place}`,
          seed,
          seed_hash: fairSeedHash(seed),
          prizes: table.prizes,
          bonus_expiry_days: table.bonus_expiry_days,
          status: 'unopened',
          granted_by: input.grantedBy,
          granted_at: nowIso(input.now),
          expires_at: nowIso(expiresAt),
        })
        .onConflict((conflict) => conflict.column('grant_key').doNothing())
        .returning('ticket_no')
        .executeTakeFirst();
      if (inserted) granted.push(inserted.ticket_no);
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
    let base = this.deps.db.selectFrom('reward_tickets').where('member_id', '=', memberId);
    if (query.status === 'unopened') {
      base = base.where('status', '=', 'unopened').where('expires_at', '>', nowIso(now));
    } else if (query.status === 'expired') {
      base = base.where((eb) =>
        eb.or([
          eb('status', '=', 'expired'),
          eb.and([eb('status', '=', 'unopened'), eb('expires_at', '<=', nowIso(now))]),
        ]),
      );
    } else if (query.status) {
      base = base.where('status', '=', query.status);
    }
    const [rows, counted, currency, unopened] = await Promise.all([
      base
        .select(TICKET_COLUMNS)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.currencyOf(memberId),
      this.unopenedCount(memberId, now),
    ]);
    return {
      list: rows.map((row) => this.view(row as TicketRow, language, currency, now)),
      page,
      pageSize,
      total: Number(counted.n),
      unopened,
    };
  }

  /** Unopened tickets not yet expired: the reward centre's badge. */
  async unopenedCount(memberId: number, now: Date = new Date()): Promise<number> {
    const row = await this.deps.db
      .selectFrom('reward_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'unopened')
      .where('expires_at', '>', nowIso(now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
      const ticket = (await trx
        .selectFrom('reward_tickets')
        .select(TICKET_COLUMNS)
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst()) as TicketRow | undefined;
      if (!ticket) throw new AppError('REWARD_TICKET_NOT_FOUND');
      if (ticket.status === 'opened') throw new AppError('REWARD_TICKET_OPENED');
      if (ticket.status === 'expired' || new Date(ticket.expires_at).getTime() <= now.getTime())
        throw new AppError('REWARD_TICKET_EXPIRED');
      const prizes = JSON.parse(ticket.prizes) as StoredPrize[];
      const index = drawPrizeIndex(ticket.seed, ticket.ticket_no, prizes);
      const opened = await trx
        .updateTable('reward_tickets')
        .set({ status: 'opened', prize_index: index, opened_at: nowIso(now) })
        .where('id', '=', id)
        .where('status', '=', 'unopened')
        .executeTakeFirst();
      if (Number(opened.numUpdatedRows) !== 1) throw new AppError('REWARD_TICKET_OPENED');
      const reference = await this.pay(ticket, prizes[index]!, currency, now, trx);
      await trx
        .updateTable('reward_tickets')
        .set({ prize_reference: reference })
        .where('id', '=', id)
        .execute();
      return {
        ...ticket,
        status: 'opened' as const,
        prize_index: index,
        prize_reference: reference,
        opened_at: nowIso(now),
      };
    });
    return this.view(row, language, currency, now);
  }

  /** Marks unopened tickets past their expiry as expired; returns how many. */
  async expireDue(now: Date): Promise<number> {
    const due = await this.deps.db
      .selectFrom('reward_tickets')
      .select('id')
      .where('status', '=', 'unopened')
      .where('expires_at', '<=', nowIso(now))
      .limit(EXPIRE_BATCH)
      .execute();
    if (due.length === 0) return 0;
    const result = await this.deps.db
      .updateTable('reward_tickets')
      .set({ status: 'expired' })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('status', '=', 'unopened')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The grant rules on a credited deposit: the first deposit, and deposits of at least a rule's
   * amount. Once per rule and deposit (the grant key).
   */
  async onDepositCredited(
    deposit: { memberId: number; orderNo: string; amount: bigint; creditedAt: Date },
    trx: Trx,
  ): Promise<void> {
    const rules = await this.activeRules(trx, ['first_deposit', 'deposit_over']);
    if (rules.length === 0) return;
    const earlier = await trx
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', deposit.memberId)
      .where('credited_at', 'is not', null)
      .where('order_no', '<>', deposit.orderNo)
      .where('credited_at', '<', nowIso(deposit.creditedAt))
      .executeTakeFirstOrThrow();
    const first = Number(earlier.n) === 0;
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
    const rules = await this.activeRules(trx, ['daily_sign_in']);
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

  private activeRules(executor: Executor, triggers: string[]) {
    return executor
      .selectFrom('ticket_grant_rules')
      .select(['id', 'trigger', 'min_amount', 'kind', 'count'])
      .where('active', '=', 1)
      .where('trigger', 'in', triggers as ('first_deposit' | 'deposit_over' | 'daily_sign_in')[])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
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
    const member = await this.deps.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return member?.currency ?? 'MYR';
  }

  private view(row: TicketRow, language: Language, currency: string, now: Date): RewardTicket {
    const prizes = JSON.parse(row.prizes) as StoredPrize[];
    const opened = row.status === 'opened';
    const expired =
      row.status === 'expired' ||
      (row.status === 'unopened' && new Date(row.expires_at).getTime() <= now.getTime());
    return {
      id: row.id,
      ticketNo: row.ticket_no,
      kind: row.kind as RewardTicketKind,
      source: row.source as RewardTicketSource,
      status: opened ? 'opened' : expired ? 'expired' : 'unopened',
      grantedAt: toIsoString(row.granted_at),
      expiresAt: toIsoString(row.expires_at),
      openedAt: row.opened_at ? toIsoString(row.opened_at) : null,
      seedHash: row.seed_hash,
      seed: opened ? row.seed : null,
      prizes: prizes.map((prize) => ({
        type: prize.type,
        label: prize.labels[language] || prize.labels.EN || '',
        amount: prize.amount === null ? null : Number(fromMinor(BigInt(prize.amount))),
        turnoverMultiple: prize.turnoverMultiple,
        points: prize.points,
        ticketKind: prize.ticketKind,
        weight: prize.weight,
      })),
      prizeIndex: opened ? row.prize_index : null,
      prizeReference: opened ? row.prize_reference : null,
      currency,
    };
  }
}
