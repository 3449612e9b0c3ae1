import type { RewardTicketStatus } from '@portal/shared/schemas/rewards';
import type { DB } from '../../db/database.js';
import type { RewardTicketsTable, TicketGrantRulesTable } from './rewards.tables.js';
import { nowIso } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';

export type GrantTrigger = TicketGrantRulesTable['trigger'];

/** A ticket as read: its prize table (JSON) and seed with it. */
export type TicketRow = Pick<
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

export interface NewTicket {
  ticketNo: string;
  memberId: number;
  kind: string;
  source: string;
  grantKey: string;
  seed: string;
  seedHash: string;
  prizes: string;
  bonusExpiryDays: number;
  grantedBy: number | null;
  grantedAt: Date;
  expiresAt: Date;
}

export interface PrizeTableValues {
  expiry_days: number;
  bonus_expiry_days: number;
  prizes: string;
  updated_at: string;
}

export interface GrantRuleValues {
  trigger: GrantTrigger;
  min_amount: bigint;
  kind: string;
  count: number;
  active: number;
  sort_order: number;
}

/** Every read and write of reward tickets, prize tables and grant rules (decision 029). */
export class RewardsRepository {
  constructor(private readonly db: DB) {}

  // ---- tickets -------------------------------------------------------------------------------

  /** The new ticket's number; undefined when its grant key was granted already. */
  async insertTicket(ticket: NewTicket, trx: Trx): Promise<string | undefined> {
    const inserted = await trx
      .insertInto('reward_tickets')
      .values({
        ticket_no: ticket.ticketNo,
        member_id: ticket.memberId,
        kind: ticket.kind,
        source: ticket.source,
        grant_key: ticket.grantKey,
        seed: ticket.seed,
        seed_hash: ticket.seedHash,
        prizes: ticket.prizes,
        bonus_expiry_days: ticket.bonusExpiryDays,
        status: 'unopened',
        granted_by: ticket.grantedBy,
        granted_at: nowIso(ticket.grantedAt),
        expires_at: nowIso(ticket.expiresAt),
      })
      .onConflict((conflict) => conflict.column('grant_key').doNothing())
      .returning('ticket_no')
      .executeTakeFirst();
    return inserted?.ticket_no;
  }

  /** A page of the member's tickets, newest first; expiry is judged at `now`. */
  async tickets(
    memberId: number,
    status: RewardTicketStatus | undefined,
    now: Date,
    page: number,
    pageSize: number,
  ): Promise<{ rows: TicketRow[]; total: number }> {
    let base = this.db.selectFrom('reward_tickets').where('member_id', '=', memberId);
    if (status === 'unopened') {
      base = base.where('status', '=', 'unopened').where('expires_at', '>', nowIso(now));
    } else if (status === 'expired') {
      base = base.where((eb) =>
        eb.or([
          eb('status', '=', 'expired'),
          eb.and([eb('status', '=', 'unopened'), eb('expires_at', '<=', nowIso(now))]),
        ]),
      );
    } else if (status) {
      base = base.where('status', '=', status);
    }
    const [rows, counted] = await Promise.all([
      base
        .select(TICKET_COLUMNS)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as TicketRow[], total: Number(counted.n) };
  }

  /** Unopened tickets not yet expired at `now`. */
  async unopenedCount(memberId: number, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('reward_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'unopened')
      .where('expires_at', '>', nowIso(now))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async ticket(id: number, memberId: number, trx: Trx): Promise<TicketRow | undefined> {
    return (await trx
      .selectFrom('reward_tickets')
      .select(TICKET_COLUMNS)
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst()) as TicketRow | undefined;
  }

  /** unopened -> opened with the drawn prize; false when it was opened already. */
  async markOpened(id: number, prizeIndex: number, now: Date, trx: Trx): Promise<boolean> {
    const opened = await trx
      .updateTable('reward_tickets')
      .set({ status: 'opened', prize_index: prizeIndex, opened_at: nowIso(now) })
      .where('id', '=', id)
      .where('status', '=', 'unopened')
      .executeTakeFirst();
    return Number(opened.numUpdatedRows) === 1;
  }

  async setPrizeReference(id: number, reference: string | null, trx: Trx): Promise<void> {
    await trx
      .updateTable('reward_tickets')
      .set({ prize_reference: reference })
      .where('id', '=', id)
      .execute();
  }

  /** Marks up to `limit` unopened tickets past their expiry as expired; returns how many. */
  async expireDue(now: Date, limit: number): Promise<number> {
    const due = await this.db
      .selectFrom('reward_tickets')
      .select('id')
      .where('status', '=', 'unopened')
      .where('expires_at', '<=', nowIso(now))
      .limit(limit)
      .execute();
    if (due.length === 0) return 0;
    const result = await this.db
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

  // ---- prize tables and grant rules ----------------------------------------------------------

  async prizeTable(kind: string, executor: Executor = this.db) {
    return executor
      .selectFrom('ticket_prize_tables')
      .selectAll()
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  async savePrizeTable(kind: string, values: PrizeTableValues, trx: Trx): Promise<void> {
    await trx
      .insertInto('ticket_prize_tables')
      .values({ kind, ...values })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet(values))
      .execute();
  }

  async grantRules() {
    return this.db
      .selectFrom('ticket_grant_rules')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async activeRules(triggers: GrantTrigger[], executor: Executor = this.db) {
    return executor
      .selectFrom('ticket_grant_rules')
      .select(['id', 'trigger', 'min_amount', 'kind', 'count'])
      .where('active', '=', 1)
      .where('trigger', 'in', triggers)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async replaceGrantRules(rules: GrantRuleValues[], trx: Trx): Promise<void> {
    await trx.deleteFrom('ticket_grant_rules').execute();
    if (rules.length > 0) await trx.insertInto('ticket_grant_rules').values(rules).execute();
  }

  // ---- what the reward centre reads of members and deposits ---------------------------------

  async memberCurrency(memberId: number): Promise<string | undefined> {
    const member = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return member?.currency;
  }

  async memberByAccount(accountKey: string) {
    return this.db
      .selectFrom('members')
      .select(['id', 'account'])
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
  }

  /** The member's deposits credited before this one. */
  async creditedBefore(
    deposit: { memberId: number; orderNo: string; creditedAt: Date },
    trx: Trx,
  ): Promise<number> {
    const earlier = await trx
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', deposit.memberId)
      .where('credited_at', 'is not', null)
      .where('order_no', '<>', deposit.orderNo)
      .where('credited_at', '<', nowIso(deposit.creditedAt))
      .executeTakeFirstOrThrow();
    return Number(earlier.n);
  }
}
