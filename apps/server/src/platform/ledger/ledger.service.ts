import { createHash } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isCheckViolation, isRetryableTransactionError } from '../../lib/db-errors.js';
import { LedgerRepository, type PostgresTransfer, type Written } from './ledger.repository.js';
import { GroupCommit } from './group-commit.js';
import { writeManyPostgres, type FollowingWrite } from './ledger-batch.repository.js';
import { minor } from '../../db/minor.js';
import {
  accountCode,
  DEFAULT_CURRENCY,
  isMember,
  LedgerAccounts,
  type ResolvedAccount,
} from './ledger-accounts.js';
import type {
  AccountRef,
  MemberWallet,
  TransferInput,
  TransferKind,
  TransferResult,
  WalletBalance,
} from './ledger.types.js';

const NON_NEGATIVE = 'ledger_accounts_non_negative';
/** A transfer outside a caller's transaction that PostgreSQL picked as a deadlock victim runs again. */
const STANDALONE_ATTEMPTS = 3;

/** A transfer with its accounts resolved, ready to write. */
export interface PendingWrite {
  input: TransferInput;
  from: ResolvedAccount;
  to: ResolvedAccount;
  /** SHA-256 of the parameters: a key used again with other parameters is a conflict. */
  hash: string;
}

function requestHash(input: TransferInput, from: string, to: string): string {
  return createHash('sha256')
    .update(JSON.stringify([input.kind, from, to, input.amount.toString(), input.reference]))
    .digest('hex');
}

/**
 * The double-entry ledger (ARCHITECTURE section 5; docs/decisions/013-ledger-and-jobs.md). Every
 * movement is one transfer with a unique idempotency key and two immutable entries, written with
 * the balances in one transaction:
 * - PostgreSQL: one statement (lock both accounts in id order, check the payer, insert the
 *   transfer, update both balances, insert both entries), so the row locks are held only until
 *   that statement commits and two transfers never wait for each other in a circle;
 * - SQLite: the same steps in one transaction on the single connection, which serialises writers.
 * A refused transfer writes nothing, also inside a caller's transaction, which stays usable. A
 * member balance below zero is refused by the database's CHECK constraint, whatever the caller.
 * The statements are the repository's (ledger.repository.ts).
 */
export class LedgerService {
  private readonly repository: LedgerRepository;
  private readonly postgres: boolean;
  private readonly accounts: LedgerAccounts;
  /** SQLite transfers of their own, written together while a commit is under way. */
  private readonly group: GroupCommit<PendingWrite, TransferResult | null>;

  constructor(private readonly db: DB) {
    this.repository = new LedgerRepository(db);
    this.postgres = this.repository.postgres;
    this.accounts = new LedgerAccounts(db, this.repository);
    this.group = new GroupCommit(this.repository, (trx, write) => this.writeSqlite(trx, write));
  }

  /**
   * Moves `amount` from one account to another. Inside `trx` it joins the caller's transaction;
   * otherwise it commits on its own. Throws INSUFFICIENT_FUNDS or IDEMPOTENCY_CONFLICT having
   * written nothing (a caller's transaction may go on); returns the first result, `replayed`, for
   * a key already used with the same parameters.
   */
  async transfer(input: TransferInput, trx?: Trx): Promise<TransferResult> {
    const write = await this.prepare(input, trx);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const written = this.postgres
          ? await this.writePostgres(trx ?? this.db, write)
          : trx
            ? await this.writeSqlite(trx, write)
            : await this.group.write(write);
        return written ?? (await this.replay(trx ?? this.db, input.idempotencyKey, write.hash));
      } catch (error) {
        // The balance check comes first; the CHECK constraint is the database's last word.
        if (isCheckViolation(error, NON_NEGATIVE)) throw new AppError('INSUFFICIENT_FUNDS');
        // A statement of its own may run again; inside a caller's transaction the caller retries.
        const retry = !trx && attempt < STANDALONE_ATTEMPTS && isRetryableTransactionError(error);
        if (!retry) throw error;
      }
    }
  }

  /**
   * Many transfers in the caller's transaction, each as transfer() writes it and answered in the
   * order given (a used key answers its first result), with distinct keys. On PostgreSQL one
   * statement writes them all (the accounts, the pool's among them, locked once instead of once
   * per transfer); on SQLite one after the other. `follow` is a write of the caller's in that one
   * statement (PostgreSQL only; writeManyPostgres).
   *
   * The statement checks no balance between transfers. A system account may run negative; a
   * member's wallet may pay only when it receives nothing in the batch: its balance then only
   * falls, so the database's check of its last balance (never below 0) holds for every entry,
   * and a batch taking more than a wallet holds fails whole with INSUFFICIENT_FUNDS.
   */
  async transferMany(
    inputs: readonly TransferInput[],
    trx: Trx,
    follow?: FollowingWrite,
  ): Promise<TransferResult[]> {
    const paid = new Set(inputs.filter((i) => isMember(i.to)).map((i) => accountCode(i.to, '')));
    if (inputs.some((input) => isMember(input.from) && paid.has(accountCode(input.from, '')))) {
      throw new RangeError('A member wallet pays in a batch only if it receives nothing in it');
    }
    if (new Set(inputs.map((input) => input.idempotencyKey)).size !== inputs.length) {
      throw new RangeError('A batch of transfers needs distinct keys');
    }
    if (follow && !this.postgres) throw new RangeError('A write in the statement needs PostgreSQL');
    const results: TransferResult[] = [];
    if (!this.postgres) {
      for (const input of inputs) results.push(await this.transfer(input, trx));
      return results;
    }
    const writes: PendingWrite[] = [];
    for (const input of inputs) writes.push(await this.prepare(input, trx));
    const now = nowIso();
    let written: Awaited<ReturnType<typeof writeManyPostgres>>;
    try {
      written = await writeManyPostgres(
        trx,
        writes.map((write) => ({ ...this.postgresWrite(write), now })),
        follow,
      );
    } catch (error) {
      if (isCheckViolation(error, NON_NEGATIVE)) throw new AppError('INSUFFICIENT_FUNDS');
      throw error;
    }
    for (const write of writes) {
      const { idempotencyKey } = write.input;
      results.push(
        this.result(write, now, written.get(idempotencyKey) ?? null) ??
          (await this.replay(trx, idempotencyKey, write.hash)),
      );
    }
    return results;
  }

  /** The transfer written under a key, or null. */
  async findTransfer(idempotencyKey: string, executor: Executor = this.db) {
    return (await this.repository.findTransfer(idempotencyKey, executor)) ?? null;
  }

  /** The ledger account id of a wallet, created empty on first use. */
  accountId(ref: AccountRef, trx?: Trx): Promise<number> {
    return this.accounts.id(ref, trx);
  }

  /** The ledger account ids of many member wallets, in their order (few statements). */
  memberAccountIds(refs: readonly MemberWallet[]): Promise<number[]> {
    return this.accounts.memberIds(refs);
  }

  /** Creates the member's main and bonus wallets (and the given vendor wallets) if missing. */
  async ensureWallets(memberId: number, vendors: readonly string[] = []): Promise<void> {
    await this.accounts.id({ memberId, wallet: 'main' });
    await this.accounts.id({ memberId, wallet: 'bonus' });
    for (const vendor of vendors) await this.accounts.id({ memberId, wallet: 'vendor', vendor });
  }

  /** The member's money wallets that exist, main first (never the points wallet). */
  async balances(memberId: number, executor: Executor = this.db): Promise<WalletBalance[]> {
    const rows = await this.repository.memberAccounts(executor, memberId);
    const order = { main: 0, bonus: 1, hold: 2, vendor: 3 } as Record<string, number>;
    return rows
      .map((row) => ({
        accountId: row.id,
        wallet: row.wallet as WalletBalance['wallet'],
        vendor: row.vendor,
        currency: row.currency,
        balance: minor(row.balance),
      }))
      .sort((a, b) => (order[a.wallet] ?? 4) - (order[b.wallet] ?? 4) || a.accountId - b.accountId);
  }

  /** A page of every entry of the member's wallets, points included, newest first. */
  memberEntries(memberId: number, limit: number, offset: number) {
    return this.repository.memberEntries(memberId, limit, offset);
  }

  /** One wallet's balance; zero when the wallet was never used. */
  async balance(ref: MemberWallet, executor: Executor = this.db): Promise<bigint> {
    return (await this.repository.balanceOf(accountCode(ref, DEFAULT_CURRENCY), executor)) ?? 0n;
  }

  /**
   * The invariants of ARCHITECTURE section 5, as a list of what is wrong (empty when sound):
   * balances sum to zero per currency, each balance equals the sum of its entries, no member
   * balance is negative, and each transfer has exactly two entries of -amount and +amount.
   */
  async checkInvariants(executor: Executor = this.db): Promise<string[]> {
    const violations: string[] = [];
    for (const { currency, total } of await this.repository.currencyTotals(executor)) {
      if (minor(total) !== 0n) violations.push(`balances of ${currency} sum to ${total}, not 0`);
    }
    for (const row of await this.repository.driftedAccounts(executor)) {
      violations.push(`${row.code} holds ${row.balance} but its entries sum to ${row.entries}`);
    }
    for (const row of await this.repository.negativeMemberAccounts(executor)) {
      violations.push(`${row.code} is negative: ${row.balance}`);
    }
    for (const row of await this.repository.unbalancedTransfers(executor)) {
      violations.push(`transfer ${row.id} is not two matching entries`);
    }
    return violations;
  }

  /**
   * A transfer resolved, ready to write: accounts created if missing, the request hash computed.
   * A caller that writes it inside a statement of its own takes `postgresWrite` of it
   * (lockAccounts and moveMoney of ledger.repository.ts).
   */
  async prepare(input: TransferInput, trx?: Trx): Promise<PendingWrite> {
    if (input.amount <= 0n) throw new AppError('INVALID_AMOUNT');
    const [from, to] = await this.accounts.pair(input.from, input.to, trx);
    if (from.currency !== to.currency) throw new RangeError('A transfer stays in one currency');
    if (from.id === to.id) throw new RangeError('A transfer needs two different accounts');
    return { input, from, to, hash: requestHash(input, from.code, to.code) };
  }

  postgresWrite({ input, from, to, hash }: PendingWrite): PostgresTransfer {
    const w: PostgresTransfer = {
      key: input.idempotencyKey,
      hash,
      kind: input.kind,
      fromId: from.id,
      toId: to.id,
      amount: input.amount,
      currency: from.currency,
      reference: input.reference,
      memo: input.memo ?? '',
      now: nowIso(),
    };
    return w;
  }

  private async writePostgres(executor: Executor, write: PendingWrite) {
    const w = this.postgresWrite(write);
    return this.result(write, w.now, await this.repository.writePostgres(executor, w));
  }

  /** A used key comes back null; a short balance throws INSUFFICIENT_FUNDS having written nothing. */
  private async writeSqlite(trx: Trx, write: PendingWrite): Promise<TransferResult | null> {
    const w = this.postgresWrite(write);
    const written = await this.repository.writeSqlite(trx, w);
    if (written === 'short') throw new AppError('INSUFFICIENT_FUNDS');
    return this.result(write, w.now, written);
  }

  /**
   * The first result of a key used again; a conflict when its parameters differ. A key with no
   * transfer means the write found the payer short.
   */
  private async replay(executor: Executor, key: string, hash: string): Promise<TransferResult> {
    const transfer = await this.repository.findTransfer(key, executor);
    if (!transfer) throw new AppError('INSUFFICIENT_FUNDS');
    if (transfer.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const after = await this.repository.balancesAfter(transfer.id, executor);
    return {
      transferId: transfer.id,
      kind: transfer.kind as TransferKind,
      amount: minor(transfer.amount),
      currency: transfer.currency,
      reference: transfer.reference,
      createdAt: toIsoString(transfer.created_at),
      from: {
        accountId: transfer.from_account_id,
        balanceAfter: after.get(transfer.from_account_id) ?? 0n,
      },
      to: {
        accountId: transfer.to_account_id,
        balanceAfter: after.get(transfer.to_account_id) ?? 0n,
      },
      replayed: true,
    };
  }

  private result(
    { input, from, to }: PendingWrite,
    createdAt: string,
    written: Written | null,
  ): TransferResult | null {
    if (!written) return null;
    const { transferId, after } = written;
    return {
      transferId,
      kind: input.kind,
      amount: input.amount,
      currency: from.currency,
      reference: input.reference,
      createdAt,
      from: { accountId: from.id, balanceAfter: after.get(from.id)! },
      to: { accountId: to.id, balanceAfter: after.get(to.id)! },
      replayed: false,
    };
  }
}
