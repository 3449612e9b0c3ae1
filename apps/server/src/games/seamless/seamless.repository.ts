import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { ProviderTransactionKind, ProviderTransactionsTable } from './seamless.tables.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { nowIso } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import {
  launchSessions,
  toLaunchSession,
  type LaunchSession,
} from './launch-sessions.repository.js';
import { SeamlessRoundsRepository } from './seamless-rounds.repository.js';

export type { LaunchSession } from './launch-sessions.repository.js';

export type ProviderTransactionRow = Selectable<ProviderTransactionsTable>;

export interface NewProviderTransaction {
  provider: string;
  transactionId: string;
  kind: ProviderTransactionKind;
  memberId: number;
  roundId: string;
  refTransactionId?: string;
  amount: bigint;
  requestHash: string;
  response: string;
  ledgerTransferId: number | null;
  /** The debit id the row claims (see the provider_transaction_claims migration), if any. */
  claimKey?: string;
}

/**
 * Reads and writes of the seamless wallet: launch sessions and provider callbacks here, rounds in
 * `rounds` (seamless-rounds.repository.ts).
 */
export class SeamlessRepository {
  private readonly postgres: boolean;
  readonly rounds: SeamlessRoundsRepository;

  constructor(private readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    this.rounds = new SeamlessRoundsRepository(db);
  }

  /** The unexpired session of this provider with the token's hash, or undefined. */
  async findSession(provider: string, tokenHash: string): Promise<LaunchSession | undefined> {
    const [row] = await this.launchSession(this.db, tokenHash, provider, nowIso());
    return row && toLaunchSession(row);
  }

  /** Every debit reads it: compiled once (db/prepared-query.ts). */
  private readonly launchSession = preparedQuery(
    3,
    (tokenHash: string, provider: string, now: string) =>
      launchSessions(this.db, provider, now).where('s.token_hash', '=', tokenHash),
  );

  /**
   * The wallet of the member's latest session with this provider: where a rollback of a debit
   * never seen answers the balance from.
   */
  async latestSessionWallet(memberId: number, provider: string) {
    return this.db
      .selectFrom('game_sessions as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .select(['g.vassalage', 'v.wallet_mode as walletMode'])
      .where('s.member_id', '=', memberId)
      .where('s.provider', '=', provider)
      .orderBy('s.id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Serialises the callbacks about one provider transaction id (a debit and the rollbacks that
   * name it) until the transaction ends. SQLite runs one write transaction at a time already.
   */
  async lockTransactionId(trx: Trx, provider: string, transactionId: string): Promise<void> {
    if (!this.postgres) return;
    const key = `seamless:${provider}:${transactionId}`;
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }

  findTransaction(
    provider: string,
    transactionId: string,
    executor: Executor = this.db,
  ): Promise<ProviderTransactionRow | undefined> {
    return executor
      .selectFrom('provider_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  }

  /** The first rollback recorded against a transaction id, if any. */
  findRollbackOf(
    provider: string,
    refTransactionId: string,
    executor: Executor = this.db,
  ): Promise<ProviderTransactionRow | undefined> {
    return executor
      .selectFrom('provider_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('ref_transaction_id', '=', refTransactionId)
      .where('kind', '=', 'rollback')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  async insertTransaction(trx: Trx, row: NewProviderTransaction): Promise<void> {
    await trx
      .insertInto('provider_transactions')
      .values({
        provider: row.provider,
        transaction_id: row.transactionId,
        kind: row.kind,
        member_id: row.memberId,
        round_id: row.roundId,
        ref_transaction_id: row.refTransactionId ?? null,
        amount: row.amount,
        request_hash: row.requestHash,
        response: row.response,
        ledger_transfer_id: row.ledgerTransferId,
        claim_key: row.claimKey ?? null,
        created_at: nowIso(),
      })
      .execute();
  }
}
