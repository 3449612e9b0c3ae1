import { createHash } from 'node:crypto';
import { majorNumber } from '@portal/shared/money';
import type { DB } from '../../db/database.js';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { parseAmount } from '../../lib/amount.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  SystemAccount,
  type MemberWallet,
  type SystemAccountRef,
} from '../../platform/ledger/ledger.types.js';
import type { TransactionValue } from './protocol.js';
import type { Round } from './seamless-rounds.repository.js';
import type { ProviderTransactionRow, SeamlessRepository } from './seamless.repository.js';

/** A member as the wallet answers for them: the wallet a round plays from and its currency. */
export interface Player {
  memberId: number;
  currency: string;
  wallet: MemberWallet;
}

const ID_KEY_LIMIT = 160;

/**
 * The ledger idempotency key of a provider transaction: `seamless:<provider>:<transactionId>`.
 * A key over the column's 160 characters (a long provider code with a 128-character id) takes
 * the id's SHA-256 instead, which stays unique per id.
 */
export function ledgerKey(provider: string, transactionId: string): string {
  const key = `seamless:${provider}:${transactionId}`;
  if (key.length <= ID_KEY_LIMIT) return key;
  return `seamless:${provider}:sha256:${createHash('sha256').update(transactionId).digest('hex')}`;
}

/** SHA-256 of a callback's meaningful fields: the same transaction id with others conflicts. */
export function requestHash(parts: ReadonlyArray<string | null>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The amount in minor units, or null when it is not a decimal with at most 2 places. */
export function amountOrNull(value: string | number): bigint | null {
  try {
    return parseAmount(value);
  } catch {
    return null;
  }
}

/** The wallet of a vendor's rounds: main for seamless vendors, the vendor wallet otherwise. */
export function walletFor(
  memberId: number,
  kind: 'main' | 'vendor' | 'seamless' | 'transfer',
  vassalage: string,
): MemberWallet {
  return kind === 'vendor' || kind === 'transfer'
    ? { memberId, wallet: 'vendor', vendor: vassalage }
    : { memberId, wallet: 'main' };
}

/** Shards of the provider clearing account (ledger decision 013: the hot account). */
export const PROVIDER_CLEARING_SHARDS = 16;

/**
 * The provider clearing shard a member's stakes and payouts go through: always the same one per
 * member (a replayed transfer has the same parameters), spread so that members do not queue on
 * one row lock.
 */
export function providerClearing(memberId: number, currency?: string): SystemAccountRef {
  return {
    system: SystemAccount.providerClearing,
    currency,
    shard: memberId % PROVIDER_CLEARING_SHARDS,
  };
}

/** PostgreSQL names the constraint; SQLite names its columns. */
const isDuplicateTransaction = (error: unknown) =>
  isUniqueViolation(error, 'provider_transactions_uq') ||
  isUniqueViolation(error, 'provider_transactions.transaction_id');
/** A debit and its rollback raced, and the other one committed first. */
const isClaimed = (error: unknown) =>
  isUniqueViolation(error, 'provider_transactions_claim_uq') ||
  isUniqueViolation(error, 'provider_transactions.claim_key');

/** The play gate's refusals: their value (the break, the limit's room) goes to the provider. */
const saferPlayCodes = new Set<string>([
  'PLAY_BREAK_ACTIVE',
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
]);

/** A transaction id recorded before (answered as a replay), or the answer of the work. */
type Recorded = { seen: ProviderTransactionRow } | { value: TransactionValue };

/**
 * What the callbacks share: balances in the answers, refusals that carry the balance, and
 * answers to a transaction id seen before.
 */
export class SeamlessWallet {
  constructor(
    private readonly db: DB,
    private readonly repository: SeamlessRepository,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * Runs a callback's writes in one transaction, serialised with every other callback about
   * `lockId` (a debit's id: the debit and the rollbacks naming it). A transaction id recorded
   * before, or meanwhile by a concurrent duplicate, answers as a replay.
   */
  async record(
    provider: string,
    player: Player,
    ids: { transactionId: string; lockId: string; hash: string },
    work: (trx: Trx) => Promise<TransactionValue>,
    attempt = 1,
  ): Promise<TransactionValue> {
    // Made (once) outside the transaction so that the ledger caches them: inside one it must
    // look them up again every time.
    await this.ledger.accountId(player.wallet);
    await this.ledger.accountId(providerClearing(player.memberId, player.currency));
    let outcome: Recorded;
    try {
      outcome = await inTransaction<Recorded>(this.db, async (trx) => {
        await this.repository.lockTransactionId(trx, provider, ids.lockId);
        const seen = await this.repository.findTransaction(provider, ids.transactionId, trx);
        return seen ? { seen } : { value: await work(trx) };
      });
    } catch (error) {
      // Once the rival has committed, the work sees it and answers accordingly.
      if (isClaimed(error) && attempt === 1) return this.record(provider, player, ids, work, 2);
      if (!isDuplicateTransaction(error)) throw error;
      const seen = await this.repository.findTransaction(provider, ids.transactionId);
      if (!seen) throw error;
      outcome = { seen };
    }
    return 'seen' in outcome ? this.replay(provider, outcome.seen, ids.hash) : outcome.value;
  }

  /**
   * The wallet the member plays from with this provider: the round's, else the latest launch
   * session's, else main.
   */
  async player(
    member: { id: number; currency: string },
    provider: string,
    roundId?: string,
  ): Promise<Player> {
    const round = roundId ? await this.repository.rounds.findRound(provider, roundId) : undefined;
    return this.playerOfRound(member, provider, round);
  }

  /** As player(), the round read already (undefined: no such round). */
  async playerOfRound(
    member: { id: number; currency: string },
    provider: string,
    round: Round | undefined,
  ): Promise<Player> {
    if (round && round.memberId === member.id) {
      return {
        memberId: member.id,
        currency: member.currency,
        wallet: walletFor(member.id, round.wallet, round.vassalage),
      };
    }
    const session = await this.repository.latestSessionWallet(member.id, provider);
    return {
      memberId: member.id,
      currency: member.currency,
      wallet: session
        ? walletFor(member.id, session.walletMode, session.vassalage)
        : { memberId: member.id, wallet: 'main' },
    };
  }

  balance(player: Player, executor?: Executor): Promise<bigint> {
    return this.ledger.balance(player.wallet, executor);
  }

  answer(player: Player, transactionId: string, balance: bigint): TransactionValue {
    return {
      transactionId,
      balance: majorNumber(balance),
      currency: player.currency,
      replayed: false,
    };
  }

  /**
   * A refusal to a known player carries their balance (ARCHITECTURE section 6); a safer-play
   * refusal (a break, a limit) keeps its own value beside it.
   */
  async refuse(error: unknown, player: Player): Promise<unknown> {
    if (!isAppError(error)) return error;
    if (error.value !== null && !saferPlayCodes.has(error.code)) return error;
    const balance = await this.balance(player);
    return new AppError(error.code, error.params, error.details, {
      ...error.value,
      balance: majorNumber(balance),
      currency: player.currency,
    });
  }

  /**
   * The answer to a transaction id already recorded: the first answer again when the request is
   * the same, IDEMPOTENCY_CONFLICT (with the player's balance) when it is not.
   */
  async replay(
    provider: string,
    row: ProviderTransactionRow,
    hash: string,
  ): Promise<TransactionValue> {
    if (row.request_hash === hash) {
      return { ...(JSON.parse(row.response) as TransactionValue), replayed: true };
    }
    const { currency } = JSON.parse(row.response) as TransactionValue;
    const player = await this.player({ id: row.member_id, currency }, provider, row.round_id);
    throw await this.refuse(new AppError('IDEMPOTENCY_CONFLICT'), player);
  }
}
