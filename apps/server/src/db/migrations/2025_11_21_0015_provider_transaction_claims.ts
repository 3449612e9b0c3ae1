/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

/**
 * `claim_key` names the debit a provider transaction stands for: a debit claims its own id, and
 * a rollback that arrives before its debit claims the debit's id, so that the debit, arriving
 * later or at the same moment, can never be written (docs/decisions/018-seamless-wallet.md).
 * The unique index makes the database decide the race between a debit and its rollback even
 * when neither sees the other's uncommitted row. NULLs (credits, other rollbacks) never collide.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('provider_transactions')
    .addColumn('claim_key', 'varchar(128)')
    .execute();
  await sql`update provider_transactions set claim_key = transaction_id where kind = 'debit'`.execute(
    db,
  );
  // A rollback recorded for a debit never seen: the first one per debit id claims it.
  await sql`
    update provider_transactions set claim_key = ref_transaction_id
    where id in (
      select min(r.id) from provider_transactions r
      where r.kind = 'rollback' and not exists (
        select 1 from provider_transactions d
        where d.provider = r.provider and d.transaction_id = r.ref_transaction_id
      )
      group by r.provider, r.ref_transaction_id
    )`.execute(db);
  await db.schema
    .createIndex('provider_transactions_claim_uq')
    .on('provider_transactions')
    .columns(['provider', 'claim_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('provider_transactions_claim_uq').execute();
  await db.schema.alterTable('provider_transactions').dropColumn('claim_key').execute();
}
