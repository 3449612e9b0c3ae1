import { sql, type Insertable } from 'kysely';
import type { FigureColumns } from './reports.tables.js';
import type { Executor } from '../../db/transaction.js';
import { isPostgres } from '../../db/dialect.js';
import { COUNT_FIELDS, MONEY_FIELDS, type FigureSheet, type Figures } from './figures.js';

/** Rows per statement: 15 values a row stays far below SQLite's 32,766 variables. */
const CHUNK = 500;

function rowValues(day: string, category: string, figures: Figures): Insertable<FigureColumns> {
  return { day, category, ...figures };
}

/** Adds each row of `sheet` to member_daily_figures (a new row, or the sums of an existing one). */
export async function addMemberFigures(trx: Executor, sheet: FigureSheet): Promise<void> {
  const rows = sheet.entries();
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('member_daily_figures')
      .values(
        rows.slice(start, start + CHUNK).map(({ owner, day, category, figures }) => ({
          member_id: owner,
          ...rowValues(day, category, figures),
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'day', 'category'])
          .doUpdateSet(sumsOf('member_daily_figures')),
      )
      .execute();
  }
}

/** Adds each row of `sheet` to team_daily_figures. */
export async function addTeamFigures(trx: Executor, sheet: FigureSheet): Promise<void> {
  const rows = sheet.entries();
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('team_daily_figures')
      .values(
        rows.slice(start, start + CHUNK).map(({ owner, day, category, figures }) => ({
          agent_id: owner,
          ...rowValues(day, category, figures),
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'day', 'category']).doUpdateSet(sumsOf('team_daily_figures')),
      )
      .execute();
  }
}

/** `column = table.column + excluded.column` for every figures column. */
function sumsOf(table: 'member_daily_figures' | 'team_daily_figures') {
  const set: Record<string, ReturnType<typeof sql>> = {};
  for (const field of [...COUNT_FIELDS, ...MONEY_FIELDS]) {
    set[field] = sql`${sql.ref(`${table}.${field}`)} + excluded.${sql.ref(field)}`;
  }
  return set;
}

/** Adds `active` members to each agent's period (negative when a subtree leaves). */
export async function addTeamActivity(
  trx: Executor,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = [...counts.entries()]
    .filter(([, active]) => active !== 0)
    .map(([key, active]) => {
      const [agent, period] = key.split('|') as [string, string];
      return { agent_id: Number(agent), period, active_members: active };
    });
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('team_activity')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'period']).doUpdateSet({
          active_members: sql`team_activity.active_members + excluded.active_members`,
        }),
      )
      .execute();
  }
}

/** Any fixed number: the advisory lock between tree moves and the writers of team rows. */
const TREE_LOCK = 7_407_001;

/**
 * A tree move's lock (PostgreSQL): it waits for every transaction that read ancestors to write
 * team rows (ancestorsOf) and is not done yet, and those that come after wait for the move. So a
 * consumer never adds a round or a figure to the ancestors a member had before a move that the
 * move did not see. SQLite runs one transaction at a time.
 */
export async function lockTreeForMove(trx: Executor): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${TREE_LOCK})`.execute(trx);
}

/**
 * Each member's ancestors (the member itself included) in the tree as it is now, read under the
 * tree's shared lock: the tree stays so until `trx` ends (lockTreeForMove).
 */
export async function ancestorsOf(
  trx: Executor,
  memberIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock_shared(${TREE_LOCK})`.execute(trx);
  const ancestors = new Map<number, number[]>();
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const rows = await trx
      .selectFrom('agency_tree')
      .select(['ancestor_id', 'descendant_id'])
      .where('descendant_id', 'in', memberIds.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      const list = ancestors.get(row.descendant_id) ?? [];
      list.push(row.ancestor_id);
      ancestors.set(row.descendant_id, list);
    }
  }
  return ancestors;
}

/** Marks the member's first deposit on `day`; false when it was already marked. */
export async function markFirstDeposit(
  trx: Executor,
  memberId: number,
  day: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('agency_first_deposits')
    .values({ member_id: memberId, day })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Marks each member active in each period; returns the marks that are new. */
export async function markActivity(
  trx: Executor,
  marks: readonly { memberId: number; period: string }[],
): Promise<{ memberId: number; period: string }[]> {
  const added: { memberId: number; period: string }[] = [];
  for (let start = 0; start < marks.length; start += CHUNK) {
    const inserted = await trx
      .insertInto('agency_activity')
      .values(
        marks.slice(start, start + CHUNK).map(({ memberId, period }) => ({
          member_id: memberId,
          period,
        })),
      )
      .onConflict((conflict) => conflict.columns(['member_id', 'period']).doNothing())
      .returning(['member_id', 'period'])
      .execute();
    added.push(...inserted.map((row) => ({ memberId: row.member_id, period: row.period })));
  }
  return added;
}
