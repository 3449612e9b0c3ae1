/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/** The money columns of a contract figures row, in minor units. */
const MONEY = ['valid_bets', 'bets', 'payouts', 'bonuses', 'wins', 'losses'] as const;

/**
 * Agent contracts and their settlement (docs/decisions/034-agent-contracts.md):
 * - contract_limits: per kind, whether it is on and the operator's ceilings;
 * - contracts: each contract a holder ever had (one running per holder and kind), its grantor
 *   (the direct upline, or null for the platform) and its terms as JSON;
 * - contract_requests: offers, new terms and terminations waiting for the other side (one
 *   pending per holder and kind);
 * - contract_figures: per member the settled bets and bonuses by 5-minute slot (S), hour (H) and
 *   site day (D), each booked in the first slot still open when its event was handled;
 * - contract_clock: the first open slot (every earlier one is closed for good);
 * - contract_cursors: per schedule the next period to settle, with a lease for one runner;
 * - contract_settlements: one row per holder, kind and period: the inputs, tier, rates, gross,
 *   downline gross and amount paid, and the ledger transfer that paid it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('contract_limits')
    .addColumn('kind', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_tiers', 'integer', (col) => col.notNull())
    /** JSON: rate name -> parts per million. */
    .addColumn('max_rates', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contracts')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('holder_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('grantor_id', 'integer', (col) => col.references('members.id'))
    .addColumn('period', 'text')
    /** JSON: [{ minValidBet (minor, text), minActive, rates: { name: ppm } }]. */
    .addColumn('tiers', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .addCheckConstraint('contracts_state', sql`state in ('active', 'terminated', 'replaced')`)
    .execute();
  await db.schema
    .createIndex('contracts_one_running')
    .on('contracts')
    .columns(['holder_id', 'kind'])
    .unique()
    .where(sql.ref('state'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('contracts_holder_history')
    .on('contracts')
    .columns(['holder_id', 'kind', 'started_at'])
    .execute();
  await db.schema
    .createIndex('contracts_grantor')
    .on('contracts')
    .columns(['grantor_id', 'kind', 'state'])
    .execute();
  /** The settlement's question: which contracts of a kind were in force at an instant. */
  await db.schema
    .createIndex('contracts_in_force')
    .on('contracts')
    .columns(['kind', 'started_at', 'ended_at'])
    .execute();

  await db.schema
    .createTable('contract_requests')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('contract_id', 'integer', (col) => col.references('contracts.id'))
    .addColumn('holder_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('grantor_id', 'integer', (col) => col.references('members.id'))
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('period', 'text')
    .addColumn('tiers', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('contract_requests_action', sql`action in ('offer', 'new', 'terminate')`)
    .addCheckConstraint(
      'contract_requests_state',
      sql`state in ('pending', 'accepted', 'rejected', 'void')`,
    )
    .addCheckConstraint(
      'contract_requests_side',
      sql`requested_by in ('upline', 'downline', 'platform')`,
    )
    .execute();
  await db.schema
    .createIndex('contract_requests_one_pending')
    .on('contract_requests')
    .columns(['holder_id', 'kind'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('contract_requests_grantor')
    .on('contract_requests')
    .columns(['grantor_id', 'state'])
    .execute();

  let figures = db.schema
    .createTable('contract_figures')
    .addColumn('grain', 'text', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.notNull())
    .addColumn('bet_count', 'integer', (col) => col.notNull().defaultTo(0));
  for (const column of MONEY) {
    figures = figures.addColumn(column, 'bigint', (col) => col.notNull().defaultTo(0));
  }
  await figures
    .addPrimaryKeyConstraint('contract_figures_pk', ['grain', 'bucket', 'member_id'])
    .addCheckConstraint('contract_figures_grain', sql`grain in ('S', 'H', 'D')`)
    .execute();

  await db.schema
    .createTable('contract_clock')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('open_slot', 'bigint', (col) => col.notNull())
    .addCheckConstraint('contract_clock_single', sql`id = 1`)
    .execute();

  await db.schema
    .createTable('contract_cursors')
    .addColumn('schedule', 'text', (col) => col.primaryKey())
    /** First slot of the next period to settle. */
    .addColumn('next_start', 'bigint', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .execute();

  let settlements = db.schema
    .createTable('contract_settlements')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('schedule', 'text', (col) => col.notNull())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contracts.id'))
    .addColumn('holder_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('period_start', 'timestamptz', (col) => col.notNull())
    .addColumn('period_end', 'timestamptz', (col) => col.notNull())
    .addColumn('active_members', 'integer', (col) => col.notNull());
  for (const column of MONEY) {
    settlements = settlements.addColumn(column, 'bigint', (col) => col.notNull());
  }
  await settlements
    /** 1-based; 0 below the first tier. */
    .addColumn('tier', 'integer', (col) => col.notNull())
    /** JSON: rate name -> parts per million of the reached tier. */
    .addColumn('rates', 'text', (col) => col.notNull())
    .addColumn('gross', 'bigint', (col) => col.notNull())
    .addColumn('downline_gross', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('transfer_id', 'integer', (col) => col.references('ledger_transfers.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('contract_settlements_once', ['kind', 'holder_id', 'period_start'])
    .addCheckConstraint('contract_settlements_amount', sql`amount >= 0`)
    .execute();
  await db.schema
    .createIndex('contract_settlements_holder')
    .on('contract_settlements')
    .columns(['holder_id', 'kind', 'period_start'])
    .execute();
  await db.schema
    .createIndex('contract_settlements_day')
    .on('contract_settlements')
    .columns(['kind', 'period_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contract_settlements',
    'contract_cursors',
    'contract_clock',
    'contract_figures',
    'contract_requests',
    'contracts',
    'contract_limits',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
