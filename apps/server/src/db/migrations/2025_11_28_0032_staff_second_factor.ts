/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.
// (Migration 0036 reuses its SQLite rebuild of the staff table, which it exports.)

const SIX_ROLES = ['admin', 'finance', 'risk', 'cs', 'content', 'viewer'];
const THREE_ROLES = ['admin', 'finance', 'viewer'];

const roleCheck = (roles: string[]) =>
  sql`role in (${sql.join(roles.map((role) => sql.lit(role)))})`;

/**
 * The six staff roles of the console's role matrix, and the second factor every staff member
 * signs in with (decision 040): the TOTP secret and when it was enrolled on the staff row, and
 * the single-use recovery codes (SHA-256 only) in a table of their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`alter table staff drop constraint staff_role`.execute(db);
    await sql`alter table staff add constraint staff_role check (${roleCheck(SIX_ROLES)})`.execute(
      db,
    );
    await db.schema
      .alterTable('staff')
      /** Base32, like the members' authenticator secret; null until enrolled (or after a reset). */
      .addColumn('totp_secret', 'varchar(64)')
      .addColumn('totp_enrolled_at', 'timestamptz')
      .execute();
  } else {
    await rebuildSqliteStaff(db, SIX_ROLES, true);
  }

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff.id').onDelete('cascade'),
    )
    /** SHA-256 of the normalised code; a code is shown once, when it is made. */
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    /** Set when the code is spent: each works once. */
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('staff_recovery_codes_once', ['staff_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute();
  // The three old roles cannot hold the new ones: such staff keep reading and nothing more.
  await db
    .updateTable('staff')
    .set({ role: 'viewer' })
    .where('role', 'not in', THREE_ROLES)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('staff').dropColumn('totp_secret').execute();
    await db.schema.alterTable('staff').dropColumn('totp_enrolled_at').execute();
    await sql`alter table staff drop constraint staff_role`.execute(db);
    await sql`alter table staff add constraint staff_role check (${roleCheck(THREE_ROLES)})`.execute(
      db,
    );
  } else {
    await rebuildSqliteStaff(db, THREE_ROLES, false);
  }
}

/**
 * SQLite cannot alter a CHECK constraint: the table is made again under a new name, filled,
 * and renamed over the old one (the procedure of the SQLite ALTER TABLE page). Foreign keys are
 * off meanwhile, or dropping the old table would cascade into the sessions and set the audit
 * log's staff to null; the other tables keep naming `staff`, which is the new table once
 * renamed. Migrations on SQLite run outside a transaction, so the pragma takes effect.
 */
export async function rebuildSqliteStaff(db: Kysely<any>, roles: string[], factor: boolean) {
  const now = sql`CURRENT_TIMESTAMP`;
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement();
  const columns = [
    'id',
    'username',
    'username_key',
    'display_name',
    'password_hash',
    'role',
    'status',
    'last_login_at',
    'last_login_ip',
    'created_at',
    'updated_at',
  ];
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      let table = trx.schema
        .createTable('staff_new')
        .addColumn('id', 'integer', id)
        .addColumn('username', 'varchar(64)', (col) => col.notNull())
        .addColumn('username_key', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('role', 'varchar(16)', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
        .addColumn('last_login_at', 'timestamptz')
        .addColumn('last_login_ip', 'varchar(64)')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now));
      if (factor) {
        table = table
          .addColumn('totp_secret', 'varchar(64)')
          .addColumn('totp_enrolled_at', 'timestamptz');
      }
      await table
        .addCheckConstraint('staff_role', roleCheck(roles))
        .addCheckConstraint('staff_status', sql`status in ('active', 'disabled')`)
        .execute();
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into staff_new (${list}) select ${list} from staff`.execute(trx);
      await trx.schema.dropTable('staff').execute();
      await trx.schema.alterTable('staff_new').renameTo('staff').execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('staff rebuild broke a foreign key');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
