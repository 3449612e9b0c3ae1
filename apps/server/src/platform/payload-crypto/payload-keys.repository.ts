import { sql, type Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { DB } from '../../db/database.js';
import type { PayloadKeysTable } from './payload-crypto.tables.js';

export type PayloadKeyRow = Selectable<PayloadKeysTable>;

export interface NewPayloadKey {
  keyId: string;
  /** SubjectPublicKeyInfo, DER, base64. */
  publicSpki: string;
  /** PKCS #8 private key, PEM. */
  privatePkcs8: string;
}

/** Any fixed number: the advisory lock that serialises the first key's creation on PostgreSQL. */
const FIRST_KEY_LOCK = 551_207;

export class PayloadKeysRepository {
  constructor(private readonly db: DB) {}

  /**
   * Stores `key` only when no unretired key exists, so instances starting together keep one key.
   * The insert is a single INSERT ... SELECT WHERE NOT EXISTS (atomic on SQLite); PostgreSQL also
   * takes a transaction-scoped advisory lock, because READ COMMITTED lets two such inserts pass.
   */
  async insertIfNoneActive(key: NewPayloadKey): Promise<void> {
    const postgres = isPostgres(this.db);
    await this.db.transaction().execute(async (trx) => {
      if (postgres) await sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`.execute(trx);
      await trx
        .insertInto('payload_keys')
        .columns(['key_id', 'public_spki', 'private_pkcs8'])
        .expression(
          trx
            .selectNoFrom((eb) => [
              eb.val(key.keyId).as('key_id'),
              eb.val(key.publicSpki).as('public_spki'),
              eb.val(key.privatePkcs8).as('private_pkcs8'),
            ])
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb.selectFrom('payload_keys').select('key_id').where('retired_at', 'is', null),
                ),
              ),
            ),
        )
        .execute();
    });
  }

  /** The key new requests are encrypted with: the newest one not retired. */
  newestActive(): Promise<PayloadKeyRow | undefined> {
    return this.db
      .selectFrom('payload_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('key_id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findActive(keyId: string): Promise<PayloadKeyRow | undefined> {
    return this.db
      .selectFrom('payload_keys')
      .selectAll()
      .where('key_id', '=', keyId)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
  }
}
