/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/** The money columns every figures row carries, in minor units. */
const FIGURE_COLUMNS = [
  'deposits',
  'withdrawals',
  'bets',
  'valid_bets',
  'payouts',
  'bonuses',
] as const;
/** The count columns every figures row carries. */
const COUNT_COLUMNS = ['registrations', 'first_deposits', 'deposit_count', 'bet_count'] as const;

/**
 * The agency tree and its reports (docs/decisions/031-agency-tree-and-reports.md, ARCHITECTURE
 * section 13):
 * - agency_tree: a closure table (every ancestor of every member, itself at depth 0), kept by
 *   triggers on members so that every writer of members (sign-up, agent registration, operator
 *   moves, seeds) keeps it whole; a move under one's own downline is refused by the trigger too;
 * - members.direct_count and members.downline_count, kept by the same triggers;
 * - member_daily_figures: per member, site day (GMT+8) and game category ('' for what is not a
 *   bet) the figures of the reports, maintained from domain events;
 * - team_daily_figures: the same per agent over their whole subtree (the agent included);
 * - agency_activity and team_activity: who was active (a settled bet) in which day, week and
 *   month, and how many of each agent's subtree were;
 * - agency_first_deposits: each member's first credited deposit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('members')
    .addColumn('direct_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('members')
    .addColumn('downline_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('members_upline')
    .on('members')
    .columns(['upline_id', 'id'])
    .execute();

  await db.schema
    .createTable('agency_tree')
    .addColumn('ancestor_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('descendant_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('depth', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('agency_tree_pk', ['ancestor_id', 'depth', 'descendant_id'])
    .addCheckConstraint('agency_tree_depth', sql`depth >= 0`)
    .execute();
  /**
   * A member's ancestors, one row per pair, and where a member sits below an agent (the scope
   * check of every agent call) from one index entry. On PostgreSQL the depth rides along
   * (`include`): the server's named statements get generic plans after five runs, and without
   * depth here that plan read every closure row of the agent instead (16 ms for the top agent of
   * 100,000 members, bench `agent-reports`).
   */
  if (postgres) {
    await sql`
      create unique index agency_tree_descendant
      on agency_tree (descendant_id, ancestor_id) include (depth)
    `.execute(db);
  } else {
    await db.schema
      .createIndex('agency_tree_descendant')
      .on('agency_tree')
      .columns(['descendant_id', 'ancestor_id'])
      .unique()
      .execute();
  }

  // The closure of the members that exist already: each member with each of its ancestors.
  await sql`
    insert into agency_tree (ancestor_id, descendant_id, depth)
    with recursive chain (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_id, chain.descendant_id, chain.depth + 1
      from chain join members m on m.id = chain.ancestor_id
      where m.upline_id is not null and chain.depth < 1000
    )
    select ancestor_id, descendant_id, depth from chain
  `.execute(db);
  await sql`
    update members set
      direct_count = (select count(*) from members d where d.upline_id = members.id),
      downline_count = (select count(*) - 1 from agency_tree t where t.ancestor_id = members.id)
  `.execute(db);

  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  const figures = (name: string, owner: string) => {
    let table = db.schema
      .createTable(name)
      .addColumn(owner, 'integer', (col) =>
        col.notNull().references('members.id').onDelete('cascade'),
      )
      /** The site day, yyyy-MM-dd in GMT+8. */
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      /** The game category of bets; '' for registrations, deposits, withdrawals and bonuses. */
      .addColumn('category', 'varchar(32)', (col) => col.notNull());
    for (const column of COUNT_COLUMNS) {
      table = table.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0));
    }
    for (const column of FIGURE_COLUMNS) {
      table = table.addColumn(column, 'bigint', (col) => col.notNull().defaultTo(0));
    }
    return table.addPrimaryKeyConstraint(`${name}_pk`, [owner, 'day', 'category']);
  };
  await figures('member_daily_figures', 'member_id').execute();
  await figures('team_daily_figures', 'agent_id').execute();

  /** A member was active (settled a bet) in a period: D2026-11-26, W2026-11-23 (Monday), M2026-11. */
  await db.schema
    .createTable('agency_activity')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('period', 'varchar(12)', (col) => col.notNull())
    .addPrimaryKeyConstraint('agency_activity_pk', ['member_id', 'period'])
    .execute();
  await db.schema
    .createTable('team_activity')
    .addColumn('agent_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('period', 'varchar(12)', (col) => col.notNull())
    .addColumn('active_members', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_activity_pk', ['agent_id', 'period'])
    .execute();
  await db.schema
    .createTable('agency_first_deposits')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .execute();
}

/**
 * SQLite: the new member's closure rows and its ancestors' counts; on a move, the subtree leaves
 * its old ancestors and joins the new ones (a new upline inside the subtree aborts).
 */
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger agency_tree_insert after insert on members
    begin
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select new.id, new.id, 0
        union all
        select ancestor_id, new.id, depth + 1 from agency_tree where descendant_id = new.upline_id;
      update members set downline_count = downline_count + 1
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
    end
  `.execute(db);
  await sql`
    create trigger agency_tree_move after update of upline_id on members
    when old.upline_id is not new.upline_id
    begin
      select raise(abort, 'AGENCY_CYCLE') where exists (
        select 1 from agency_tree where ancestor_id = new.id and descendant_id = new.upline_id
      );
      update members set downline_count = downline_count
          - (select count(*) from agency_tree where ancestor_id = new.id)
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count - 1 where id = old.upline_id;
      delete from agency_tree
        where descendant_id in (select descendant_id from agency_tree where ancestor_id = new.id)
          and ancestor_id not in (select descendant_id from agency_tree where ancestor_id = new.id);
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
        from agency_tree a join agency_tree d on d.ancestor_id = new.id
        where a.descendant_id = new.upline_id;
      update members set downline_count = downline_count
          + (select count(*) from agency_tree where ancestor_id = new.id)
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
    end
  `.execute(db);
}

/** PostgreSQL: the same as createSqliteTriggers, in PL/pgSQL. */
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function agency_tree_insert() returns trigger language plpgsql as $$
    begin
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select new.id, new.id, 0
        union all
        select ancestor_id, new.id, depth + 1 from agency_tree where descendant_id = new.upline_id;
      update members set downline_count = downline_count + 1
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger agency_tree_insert after insert on members
    for each row execute function agency_tree_insert()
  `.execute(db);
  await sql`
    create function agency_tree_move() returns trigger language plpgsql as $$
    declare
      size integer;
    begin
      if exists (
        select 1 from agency_tree where ancestor_id = new.id and descendant_id = new.upline_id
      ) then
        raise exception 'AGENCY_CYCLE' using errcode = 'check_violation';
      end if;
      select count(*) into size from agency_tree where ancestor_id = new.id;
      update members set downline_count = downline_count - size
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count - 1 where id = old.upline_id;
      delete from agency_tree
        where descendant_id in (select descendant_id from agency_tree where ancestor_id = new.id)
          and ancestor_id not in (select descendant_id from agency_tree where ancestor_id = new.id);
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
        from agency_tree a join agency_tree d on d.ancestor_id = new.id
        where a.descendant_id = new.upline_id;
      update members set downline_count = downline_count + size
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger agency_tree_move after update of upline_id on members
    for each row when (old.upline_id is distinct from new.upline_id)
    execute function agency_tree_move()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger if exists agency_tree_move ${postgres ? sql`on members` : sql``}`.execute(
    db,
  );
  await sql`drop trigger if exists agency_tree_insert ${postgres ? sql`on members` : sql``}`.execute(
    db,
  );
  if (postgres) {
    await sql`drop function if exists agency_tree_move()`.execute(db);
    await sql`drop function if exists agency_tree_insert()`.execute(db);
  }
  for (const table of [
    'agency_first_deposits',
    'team_activity',
    'agency_activity',
    'team_daily_figures',
    'member_daily_figures',
    'agency_tree',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('members_upline').execute();
  await db.schema.alterTable('members').dropColumn('downline_count').execute();
  await db.schema.alterTable('members').dropColumn('direct_count').execute();
}
