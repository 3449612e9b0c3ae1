/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /**
   * Turnover (valid bets) a member must play before withdrawing: a confirmed deposit or a bonus
   * adds `required`; bets add to `played` of the oldest open requirement.
   */
  await db.schema
    .createTable('turnover_requirements')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    /** deposit, bonus, adjustment. */
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference', 'varchar(128)', (col) => col.notNull())
    .addColumn('required', 'bigint', (col) => col.notNull())
    .addColumn('played', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('turnover_requirements_once', ['source', 'reference'])
    .addCheckConstraint('turnover_requirements_amounts', sql`required >= 0 and played >= 0`)
    .execute();
  await db.schema
    .createIndex('turnover_requirements_member_idx')
    .on('turnover_requirements')
    .columns(['member_id', 'id'])
    .execute();

  /** Banks a member may bind a card of, per currency; operators switch entries off. */
  await db.schema
    .createTable('banks')
    .addColumn('id', 'integer', id)
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('code', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('banks_code', ['currency', 'code'])
    .execute();
  const malaysianBanks: [string, string][] = [
    ['MBB', 'Maybank'],
    ['CIMB', 'CIMB Bank'],
    ['PBB', 'Public Bank'],
    ['RHB', 'RHB Bank'],
    ['HLB', 'Hong Leong Bank'],
    ['AMB', 'AmBank'],
    ['BIMB', 'Bank Islam'],
    ['BKRM', 'Bank Rakyat'],
    ['BSN', 'Bank Simpanan Nasional'],
    ['ABMB', 'Alliance Bank'],
    ['AFFIN', 'Affin Bank'],
    ['OCBC', 'OCBC Bank'],
    ['UOB', 'UOB Malaysia'],
    ['HSBC', 'HSBC Bank Malaysia'],
    ['SCB', 'Standard Chartered Malaysia'],
    ['AGRO', 'Agrobank'],
    ['BMMB', 'Bank Muamalat'],
    ['MBSB', 'MBSB Bank'],
    ['ARB', 'Al Rajhi Bank'],
  ];
  await db
    .insertInto('banks')
    .values(
      malaysianBanks.map(([code, name], index) => ({
        currency: 'MYR',
        code,
        name,
        sort: (index + 1) * 10,
      })),
    )
    .execute();

  /**
   * Bank accounts a member withdraws to. The holder is the member's payee name; a card is never
   * removed while a withdrawal refers to it, only marked deleted. One live binding per account.
   */
  await db.schema
    .createTable('bank_cards')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('bank_code', 'varchar(32)', (col) => col.notNull())
    /** Digits only, 6-20. */
    .addColumn('account_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bank_cards_member_idx')
    .on('bank_cards')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('bank_cards_live_account')
    .on('bank_cards')
    .columns(['bank_code', 'account_number'])
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  /**
   * Withdrawal orders and their receipt confirmation (spec section 4). The requested amount sits
   * in the member's hold wallet until an operator approves (paid out) or rejects (released).
   */
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', id)
    /** W + yyyymmdd + sequence. */
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('restrict'),
    )
    /** The member's own key for the request: a retry with it returns the same order. */
    .addColumn('reference', 'varchar(64)', (col) => col.notNull())
    .addColumn('bank_card_id', 'integer', (col) =>
      col.notNull().references('bank_cards.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    /** pending, approved, rejected, received, auto_received, not_received, partial, refunded, force_received. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    /** What the member says arrived (partial). */
    .addColumn('received_amount', 'bigint')
    /** What the member says is missing (partial: amount - received; not_received: amount). */
    .addColumn('remainder_amount', 'bigint')
    /** Paid back to the main wallet when an operator upheld the member's claim. */
    .addColumn('refunded_amount', 'bigint')
    .addColumn('reject_reason', 'varchar(255)')
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    /** When an unconfirmed receipt counts as received (approval + autoReceiptMinutes). */
    .addColumn('receipt_due_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('resolved_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution_note', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('withdrawals_reference', ['member_id', 'reference'])
    .addCheckConstraint('withdrawals_amount', sql`amount > 0`)
    .addCheckConstraint(
      'withdrawals_status',
      sql`status in ('pending', 'approved', 'rejected', 'received', 'auto_received',
        'not_received', 'partial', 'refunded', 'force_received')`,
    )
    .addCheckConstraint(
      'withdrawals_receipt_amounts',
      sql`(received_amount is null or (received_amount > 0 and received_amount < amount))
        and (remainder_amount is null or (remainder_amount > 0 and remainder_amount <= amount))`,
    )
    .execute();
  await db.schema
    .createIndex('withdrawals_member_idx')
    .on('withdrawals')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status_idx')
    .on('withdrawals')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_card_idx')
    .on('withdrawals')
    .columns(['bank_card_id', 'status'])
    .execute();

  /** The member's proof of a missing payment: an image, kept apart so lists stay light. */
  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('withdrawal_id', 'integer', (col) =>
      col.primaryKey().references('withdrawals.id').onDelete('cascade'),
    )
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    /** Base64 of the image bytes. */
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'withdrawal_proofs',
    'withdrawals',
    'bank_cards',
    'banks',
    'turnover_requirements',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
