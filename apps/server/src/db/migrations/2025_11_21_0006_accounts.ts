/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', id)
    /** The login name as typed at registration; unique case-insensitively through account_key. */
    .addColumn('account', 'varchar(64)', (col) => col.notNull())
    .addColumn('account_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('nickname', 'varchar(64)', (col) => col.notNull())
    /** argon2id PHC string; null for accounts that log in by SMS only. */
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('password_changed_at', 'timestamptz')
    /** 0 member, 1/2/41/42 agent kinds, 4 trial (spec section 6). */
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(0))
    /** active or disabled. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('dialing_code', 'varchar(4)')
    .addColumn('mobile_num', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addColumn('email_key', 'varchar(254)')
    .addColumn('payee_name', 'varchar(100)')
    .addColumn('payment_password_hash', 'varchar(255)')
    /** Base32 TOTP secret; totp_enabled becomes 1 only after the member confirms a code. */
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    /** Registration extras the rules may ask for (spec section 3, registration user). */
    .addColumn('profile', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('upline_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    /** An agent's invitation code (affiliateCode of their downlines). */
    .addColumn('affiliate_code', 'varchar(32)', (col) => col.unique())
    .addColumn('to_upline', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('icon', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('rank_level', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('currency', 'varchar(8)', (col) => col.notNull().defaultTo('MYR'))
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('register_domain', 'varchar(253)')
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('members_status', sql`status in ('active', 'disabled')`)
    .addCheckConstraint('members_flags', sql`totp_enabled in (0, 1) and to_upline in (0, 1)`)
    .execute();
  // One member per mobile number and per email (NULLs are not compared).
  await db.schema
    .createIndex('members_mobile_unique')
    .on('members')
    .columns(['dialing_code', 'mobile_num'])
    .unique()
    .execute();
  await db.schema
    .createIndex('members_email_unique')
    .on('members')
    .column('email_key')
    .unique()
    .execute();

  /** Remember-me devices: a revocable token kept in an HttpOnly cookie, stored hashed. */
  await db.schema
    .createTable('member_devices')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_agent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_devices_member')
    .on('member_devices')
    .column('member_id')
    .execute();

  /** Sessions: the bearer token is random (256 bits) and only its SHA-256 is stored. */
  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('device_id', 'integer', (col) =>
      col.references('member_devices.id').onDelete('set null'),
    )
    .addColumn('login_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_sessions_member')
    .on('member_sessions')
    .column('member_id')
    .execute();

  /** IPs a member has proven; a login from any other IP asks for verification. */
  await db.schema
    .createTable('member_known_ips')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('member_known_ips_pk', ['member_id', 'ip'])
    .execute();

  /** Emailed password-reset links: single use, stored hashed. */
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  /** SMS and email sent through a transport; the outbox transport only stores them here. */
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', id)
    /** sms or email. */
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('destination', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull())
    /** What the message is for: login, register, reset, bind, verify... */
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    /** outbox, smtp or http. */
    .addColumn('transport', 'varchar(16)', (col) => col.notNull())
    /** stored, sent or failed. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('error', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('outbox_messages_destination')
    .on('outbox_messages')
    .columns(['destination', 'id'])
    .execute();

  /** RSA key pairs for encrypted payloads, shared by every instance through the database. */
  await db.schema
    .createTable('payload_keys')
    .addColumn('key_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('public_spki', 'text', (col) => col.notNull())
    .addColumn('private_pkcs8', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('retired_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payload_keys',
    'outbox_messages',
    'password_resets',
    'member_known_ips',
    'member_sessions',
    'member_devices',
    'members',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
