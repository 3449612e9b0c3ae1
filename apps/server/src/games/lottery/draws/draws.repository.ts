import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../../../db/database.js';
import type { LotteryDrawsTable } from '../lottery.tables.js';
import type { Executor } from '../../../db/transaction.js';

export type DrawRow = Selectable<LotteryDrawsTable>;
export type NewDraw = Insertable<LotteryDrawsTable>;
type DrawState = DrawRow['state'];

/** The states a draw may still be drawn from (the result is not final yet). */
export const UNDRAWN: readonly DrawState[] = ['open', 'closed'];

/** lottery_draws: every read and write of the draws module. */
export class DrawsRepository {
  constructor(private readonly db: DB) {}

  async existingIds(ids: readonly string[], executor: Executor = this.db): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await executor
      .selectFrom('lottery_draws')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Inserts the draws that do not exist yet (another instance may race: its rows win). */
  async insertMissing(draws: readonly NewDraw[], executor: Executor = this.db): Promise<number> {
    if (draws.length === 0) return 0;
    const result = await executor
      .insertInto('lottery_draws')
      .values([...draws])
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async find(id: string, executor: Executor = this.db): Promise<DrawRow | undefined> {
    return executor.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Open draws whose cut-off has passed become closed. */
  async closeDue(now: string, executor: Executor = this.db): Promise<number> {
    const result = await executor
      .updateTable('lottery_draws')
      .set({ state: 'closed' })
      .where('state', '=', 'open')
      .where('close_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Draws whose time has come and that have no final result yet. */
  async due(now: string, kind: DrawRow['kind'], limit = 200): Promise<DrawRow[]> {
    return this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('state', 'in', [...UNDRAWN])
      .where('kind', '=', kind)
      .where('draw_at', '<=', now)
      .orderBy('draw_at')
      .limit(limit)
      .execute();
  }

  /**
   * Moves a draw from one of `from` to a new state with the given columns; false when another
   * instance or operator moved it first (the update is the lock).
   */
  async transition(
    id: string,
    from: readonly DrawState[],
    changes: Omit<Updateable<LotteryDrawsTable>, 'id'>,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('lottery_draws')
      .set(changes)
      .where('id', '=', id)
      .where('state', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The draw of a game taking tickets at an instant: the earliest still open. In a fast game's
   * last seconds before a draw this is the next issue, which opens when the current one draws.
   */
  async openDraw(gameCode: string, now: string): Promise<DrawRow | undefined> {
    return this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('state', '=', 'open')
      .where('close_at', '>', now)
      .orderBy('draw_at')
      .limit(1)
      .executeTakeFirst();
  }

  /** The latest results of a game, newest first. */
  async results(gameCode: string, count: number): Promise<DrawRow[]> {
    return this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('state', 'in', ['drawn', 'settled'])
      .orderBy('draw_at', 'desc')
      .limit(count)
      .execute();
  }

  /** A member's lottery games, the one with the latest ticket first. */
  async recentGames(memberId: number, limit = 20): Promise<string[]> {
    const rows = await this.db
      .selectFrom('lottery_tickets')
      .select(['game_code', (eb) => eb.fn.max('id').as('latest')])
      .where('member_id', '=', memberId)
      .groupBy('game_code')
      .orderBy('latest', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.game_code);
  }

  /** A page of draws for the operator with each draw's ticket count, stakes and payouts. */
  async page(query: {
    id?: string;
    gameCode?: string;
    state?: DrawState;
    kind?: DrawRow['kind'];
    /** Draw times in [from, to): one lottery day. */
    drawFrom?: string;
    drawTo?: string;
    page: number;
    pageSize: number;
  }) {
    let filtered = this.db.selectFrom('lottery_draws as d');
    if (query.id) filtered = filtered.where('d.id', '=', query.id);
    if (query.gameCode) filtered = filtered.where('d.game_code', '=', query.gameCode);
    if (query.state) filtered = filtered.where('d.state', '=', query.state);
    if (query.kind) filtered = filtered.where('d.kind', '=', query.kind);
    if (query.drawFrom) filtered = filtered.where('d.draw_at', '>=', query.drawFrom);
    if (query.drawTo) filtered = filtered.where('d.draw_at', '<', query.drawTo);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll('d')
        .select((eb) => [
          eb
            .selectFrom('lottery_tickets as t')
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('t.draw_id', '=', 'd.id')
            .where('t.state', '!=', 'placing')
            .as('tickets'),
          eb
            .selectFrom('lottery_tickets as t')
            .select(sql<string>`coalesce(sum(t.cost), 0)`.as('s'))
            .whereRef('t.draw_id', '=', 'd.id')
            .where('t.state', '!=', 'placing')
            .as('stakes'),
          eb
            .selectFrom('lottery_tickets as t')
            .select(sql<string>`coalesce(sum(t.payout), 0)`.as('p'))
            .whereRef('t.draw_id', '=', 'd.id')
            .as('payouts'),
        ])
        .orderBy('d.draw_at', 'desc')
        .orderBy('d.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The usernames of these staff ids. */
  async staffNames(ids: readonly number[]): Promise<{ id: number; username: string }[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('staff').select(['id', 'username']).where('id', 'in', ids).execute();
  }
}
