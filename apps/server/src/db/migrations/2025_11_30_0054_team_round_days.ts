/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Team betting totals from a summary (decision 074):
 * - team_round_days: the settled rounds of an agent's whole subtree (the agent included) by the
 *   site day (GMT+8) they were *started* on, their category and vendor: how many, their stakes
 *   and their payouts. A settled round is final, so its valid bet is its stake and its win or
 *   loss its payout less its stake.
 * - bet_rounds.team_counted: 1 once the round is in team_round_days, set in the transaction that
 *   adds it, so a round is counted once whatever delivers it. Rounds still at 0 (open, cancelled,
 *   or settled and not yet counted) are few and read raw, by the partial index.
 * - The settled rounds already recorded are counted here.
 * - bet_rounds_time_idx: a downline's rounds newest first. The top agent's first page walks it
 *   back and stops at 20 of its members' rounds instead of sorting the whole week's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('bet_rounds')
    .addColumn('team_counted', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('team_round_days')
    .addColumn('agent_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    /** The site day the rounds started on, yyyy-MM-dd in GMT+8. */
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('vassalage', 'varchar(64)', (col) => col.notNull())
    .addColumn('rounds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stake', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_round_days_pk', ['agent_id', 'day', 'category', 'vassalage'])
    .execute();

  const day = postgres
    ? sql`to_char((r.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
    : sql`substr(datetime(r.created_at, '+8 hours'), 1, 10)`;
  await sql`update bet_rounds set team_counted = 1 where status = 'settled'`.execute(db);
  await sql`
    insert into team_round_days (agent_id, day, category, vassalage, rounds, stake, payout)
    select t.ancestor_id, own.day, own.category_code, own.vassalage,
      sum(own.rounds), sum(own.stake), sum(own.payout)
    from (
      select r.member_id, ${day} as day, r.category_code, r.vassalage,
        count(*) as rounds, sum(r.stake) as stake, sum(r.payout) as payout
      from bet_rounds r where r.team_counted = 1
      group by r.member_id, ${day}, r.category_code, r.vassalage
    ) own
    join agency_tree t on t.descendant_id = own.member_id
    group by t.ancestor_id, own.day, own.category_code, own.vassalage
  `.execute(db);
  // Created after the marks, so the update above does not move every row through it.
  await sql`
    create index bet_rounds_uncounted_idx on bet_rounds (created_at) where team_counted = 0
  `.execute(db);
  await db.schema
    .createIndex('bet_rounds_time_idx')
    .on('bet_rounds')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bet_rounds_time_idx').execute();
  await db.schema.dropIndex('bet_rounds_uncounted_idx').execute();
  await db.schema.dropTable('team_round_days').execute();
  await db.schema.alterTable('bet_rounds').dropColumn('team_counted').execute();
}
