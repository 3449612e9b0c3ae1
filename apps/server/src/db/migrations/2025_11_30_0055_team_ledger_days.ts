/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Team transaction totals from a summary (decision 075):
 * - team_ledger_days: the wallet movements (ledger entries on a member's main, bonus or vendor
 *   wallet) of an agent's whole subtree (the agent included) by site day (GMT+8), transfer kind
 *   and direction (1 money in, -1 money out): how many, and their amount (positive).
 * - report_cursors: how far a summary has counted. `team-ledger-days` is the ledger chain place
 *   (`ledger_transfers.chain_seq`) through which every linked transfer is in team_ledger_days.
 *   The chain gives each committed transfer its place in order, one linking transaction after
 *   another, so a snapshot that sees a place sees every place before it.
 * - The transfers already linked are counted here.
 * - ledger_entries_time_idx: a downline's movements newest first. The top agent's first page
 *   walks it back and stops at 20 of its members' entries instead of sorting the week's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('team_ledger_days')
    .addColumn('agent_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    /** The site day of the movement, yyyy-MM-dd in GMT+8. */
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('direction', 'integer', (col) => col.notNull())
    .addColumn('entries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('team_ledger_days_pk', ['agent_id', 'day', 'kind', 'direction'])
    .addCheckConstraint('team_ledger_days_direction', sql`direction in (1, -1)`)
    .execute();
  await db.schema
    .createTable('report_cursors')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('position', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .execute();

  await sql`
    insert into report_cursors (name, position)
    select 'team-ledger-days', coalesce(max(chain_seq), 0) from ledger_transfers
  `.execute(db);
  const day = postgres
    ? sql`to_char((e.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
    : sql`substr(datetime(e.created_at, '+8 hours'), 1, 10)`;
  await sql`
    insert into team_ledger_days (agent_id, day, kind, direction, entries, amount)
    select t.ancestor_id, own.day, own.kind, own.direction, sum(own.entries), sum(own.amount)
    from (
      select a.member_id, ${day} as day, x.kind,
        case when e.amount > 0 then 1 else -1 end as direction,
        count(*) as entries, sum(abs(e.amount)) as amount
      from ledger_transfers x
      join ledger_entries e on e.transfer_id = x.id
      join ledger_accounts a on a.id = e.account_id
      where x.chain_seq is not null and a.member_id is not null
        and a.wallet in ('main', 'bonus', 'vendor')
      group by a.member_id, ${day}, x.kind, case when e.amount > 0 then 1 else -1 end
    ) own
    join agency_tree t on t.descendant_id = own.member_id
    group by t.ancestor_id, own.day, own.kind, own.direction
  `.execute(db);
  await db.schema
    .createIndex('ledger_entries_time_idx')
    .on('ledger_entries')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_time_idx').execute();
  await db.schema.dropTable('report_cursors').execute();
  await db.schema.dropTable('team_ledger_days').execute();
}
