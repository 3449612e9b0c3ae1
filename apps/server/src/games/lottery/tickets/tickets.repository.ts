import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { LotteryDrawsTable, LotteryTicketsTable } from '../lottery.tables.js';
import { nowIso } from '../../../db/time.js';
import { inTransaction, type Executor, type Trx } from '../../../db/transaction.js';
import { sortedLines } from './ticket-lines.js';

export type DrawRow = Pick<
  Selectable<LotteryDrawsTable>,
  'id' | 'game_code' | 'kind' | 'region' | 'numero' | 'state' | 'close_at' | 'sheet'
>;
export type TicketRow = Selectable<LotteryTicketsTable>;
export type TicketState = TicketRow['state'];
/** A ticket with the member's account: the provider's player id in wallet calls. */
export type PlayerTicket = TicketRow & { account: string };

export interface ExposureChange {
  line: string;
  stake: bigint;
  liability: bigint;
}

/** A ticket's settlement, written once its credit is done. */
export interface TicketMove {
  id: number;
  state: 'won' | 'lost';
  payout: bigint;
  occurrences: number | null;
}

/** Tickets per settling UPDATE (4 parameters each: well under either database's limit). */
const SETTLE_CHUNK = 500;

export interface TicketListFilter {
  memberId: number;
  gameCode?: string;
  state?: TicketState;
  page: number;
  pageSize: number;
}

const DRAW_COLUMNS = [
  'id',
  'game_code',
  'kind',
  'region',
  'numero',
  'state',
  'close_at',
  'sheet',
] as const;

/** The tickets' reads and writes: draws (locked for placement), exposure, tickets. */
export class TicketsRepository {
  readonly postgres: boolean;

  constructor(readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  findDraw(drawId: string, executor: Executor = this.db): Promise<DrawRow | undefined> {
    return executor
      .selectFrom('lottery_draws')
      .select(DRAW_COLUMNS)
      .where('id', '=', drawId)
      .executeTakeFirst();
  }

  /**
   * The draw row under a share lock (PostgreSQL; SQLite serialises writers): placements hold it
   * together, and the draw job's close, an UPDATE of the row, waits for them and they for it.
   */
  shareLockDraw(trx: Trx, drawId: string): Promise<DrawRow | undefined> {
    let query = trx.selectFrom('lottery_draws').select(DRAW_COLUMNS).where('id', '=', drawId);
    if (this.postgres) query = query.forShare();
    return query.executeTakeFirst();
  }

  /**
   * Adds (or, with negative amounts, gives back) exposure: one upsert per 200 lines, in the one
   * order every writer takes the rows' locks in (sortedLines), so two writers never wait on each
   * other in a cycle.
   */
  async addExposure(executor: Executor, drawId: string, changes: ExposureChange[]): Promise<void> {
    const sorted = sortedLines(changes);
    for (let i = 0; i < sorted.length; i += 200) {
      await executor
        .insertInto('lottery_exposure')
        .values(
          sorted.slice(i, i + 200).map((change) => ({
            draw_id: drawId,
            line: change.line,
            stake: change.stake,
            liability: change.liability,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['draw_id', 'line']).doUpdateSet({
            stake: sql`lottery_exposure.stake + excluded.stake`,
            liability: sql`lottery_exposure.liability + excluded.liability`,
          }),
        )
        .execute();
    }
  }

  findByRequest(memberId: number, requestId: string): Promise<TicketRow | undefined> {
    return this.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  findTicket(ticketNo: string, executor: Executor = this.db): Promise<TicketRow | undefined> {
    return executor
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('ticket_no', '=', ticketNo)
      .executeTakeFirst();
  }

  /** Moves a ticket from `from` only: of two writers, one wins; false for the other. */
  async moveTicket(
    executor: Executor,
    ticketNo: string,
    from: TicketState,
    to: {
      state: TicketState;
      payout?: bigint;
      occurrences?: number | null;
      settledAt?: Date;
    },
  ): Promise<boolean> {
    const result = await executor
      .updateTable('lottery_tickets')
      .set({
        state: to.state,
        ...(to.payout === undefined ? {} : { payout: to.payout }),
        ...(to.occurrences === undefined ? {} : { occurrences: to.occurrences }),
        ...(to.settledAt ? { settled_at: nowIso(to.settledAt) } : {}),
      })
      .where('ticket_no', '=', ticketNo)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Settles a batch of tickets whose credits the wallet answered: one set-based UPDATE per 500
   * tickets, each moved from pending only (of two runners, one writes each ticket). PostgreSQL
   * locks the rows in id order first, so two runners' batches never wait on each other in a
   * cycle. Answers how many tickets this call moved.
   */
  async settleTickets(moves: readonly TicketMove[], settledAt: Date): Promise<number> {
    let moved = 0;
    for (let i = 0; i < moves.length; i += SETTLE_CHUNK) {
      const chunk = moves.slice(i, i + SETTLE_CHUNK);
      moved += await inTransaction(this.db, async (trx) => {
        const ids = chunk.map((move) => move.id);
        if (this.postgres) {
          await sql`select id from lottery_tickets where id in (${sql.join(ids)})
            and state = 'pending' order by id for update`.execute(trx);
        }
        const rows = sql.join(
          chunk.map(
            (move) =>
              sql`(cast(${move.id} as bigint), ${move.state}, cast(${move.payout.toString()} as bigint), cast(${move.occurrences} as integer))`,
          ),
        );
        const result = await sql`with v (id, state, payout, occurrences) as (values ${rows})
          update lottery_tickets set state = v.state, payout = v.payout,
            occurrences = v.occurrences, settled_at = ${nowIso(settledAt)}
          from v where lottery_tickets.id = v.id and lottery_tickets.state = 'pending'`.execute(
          trx,
        );
        return Number(result.numAffectedRows ?? 0n);
      });
    }
    return moved;
  }

  async list(filter: TicketListFilter) {
    let query = this.db
      .selectFrom('lottery_tickets as t')
      .where('t.member_id', '=', filter.memberId)
      // A placement in flight is not a ticket yet.
      .where('t.state', '!=', 'placing');
    if (filter.gameCode) query = query.where('t.game_code', '=', filter.gameCode);
    if (filter.state) query = query.where('t.state', '=', filter.state);
    const [rows, count] = await Promise.all([
      query
        .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
        .selectAll('t')
        .select('d.numero')
        .orderBy('t.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Draws whose tickets are to be paid (drawn) or refunded (void) and still have some open. */
  async drawsToSettle(limit: number): Promise<DrawRow[]> {
    return this.db
      .selectFrom('lottery_draws as d')
      .select(DRAW_COLUMNS.map((column) => `d.${column}` as const))
      .where((eb) =>
        eb.or([
          eb('d.state', '=', 'drawn'),
          eb.and([
            eb('d.state', '=', 'void'),
            eb.exists(
              eb
                .selectFrom('lottery_tickets as t')
                .select('t.id')
                .whereRef('t.draw_id', '=', 'd.id')
                .where('t.state', 'in', ['pending', 'placing']),
            ),
          ]),
        ]),
      )
      .orderBy('d.draw_at')
      .limit(limit)
      .execute();
  }

  /** A draw's open tickets (pending, and placing ones older than `placingBefore`). */
  openTickets(
    drawId: string,
    placingBefore: Date,
    afterId: number,
    limit: number,
  ): Promise<PlayerTicket[]> {
    return this.db
      .selectFrom('lottery_tickets as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .selectAll('t')
      .select('m.account')
      .where('t.draw_id', '=', drawId)
      .where('t.id', '>', afterId)
      .where((eb) =>
        eb.or([
          eb('t.state', '=', 'pending'),
          eb.and([eb('t.state', '=', 'placing'), eb('t.placed_at', '<', nowIso(placingBefore))]),
        ]),
      )
      .orderBy('t.id')
      .limit(limit)
      .execute();
  }

  /** Placements whose debit never got an answer, of any draw. */
  abandonedPlacements(before: Date, limit: number): Promise<PlayerTicket[]> {
    return this.db
      .selectFrom('lottery_tickets as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .selectAll('t')
      .select('m.account')
      .where('t.state', '=', 'placing')
      .where('t.placed_at', '<', nowIso(before))
      .orderBy('t.id')
      .limit(limit)
      .execute();
  }

  /** drawn → settled once no ticket of the draw is pending or placing. */
  async closeDrawnDraw(drawId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('lottery_draws')
      .set({ state: 'settled', settled_at: nowIso(now) })
      .where('id', '=', drawId)
      .where('state', '=', 'drawn')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lottery_tickets as t')
              .select('t.id')
              .where('t.draw_id', '=', drawId)
              .where('t.state', 'in', ['pending', 'placing']),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
