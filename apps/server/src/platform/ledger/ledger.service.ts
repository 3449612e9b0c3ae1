import { createHash } from 'node:crypto';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { isCheckViolation, isRetryableTransactionError } from '../../lib/db-errors.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  type AccountRef,
  type MemberWallet,
  type SystemAccountRef,
  type TransferInput,
  type TransferKind,
  type TransferResult,
  type WalletBalance,
} from './ledger.types.js';
import { lockAccounts, moveMoney, type PostgresTransfer } from './postgres-transfer.js';

/** The currency of system accounts when neither side of a transfer is a member's. */
export const DEFAULT_CURRENCY = 'MYR';

const NON_NEGATIVE = 'ledger_accounts_non_negative';
/** A transfer outside a caller's transaction that PostgreSQL picked as a deadlock victim runs again. */
const STANDALONE_ATTEMPTS = 3;
/** The most SQLite transfers one group commit writes. */
const GROUP_LIMIT = 64;

/**
 * The SQLite write as plain statements: it runs for every transfer, and building and compiling
 * the same five queries each time costs more than running them.
 */
const SQLITE = {
  find: 'select id from ledger_transfers where idempotency_key = ?',
  debit:
    'update ledger_accounts set balance = balance - ? ' +
    'where id = ? and (allow_negative = 1 or balance >= ?) returning balance',
  credit: 'update ledger_accounts set balance = balance + ? where id = ? returning balance',
  transfer:
    'insert into ledger_transfers (idempotency_key, request_hash, kind, from_account_id, ' +
    'to_account_id, amount, currency, reference, memo, created_at) ' +
    'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
  entries:
    'insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at) ' +
    'values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
};

/** The one failure of a SQLite write that comes before anything is written. */
const isRefusal = (error: unknown) => isAppError(error) && error.code === 'INSUFFICIENT_FUNDS';

function run<R>(executor: Executor, text: string, parameters: unknown[]) {
  return executor.executeQuery<R>(CompiledQuery.raw(text, parameters));
}

interface Balance {
  balance: bigint | number | string;
}

export interface ResolvedAccount {
  id: number;
  code: string;
  currency: string;
}

/** A transfer with its accounts resolved, ready to write. */
export interface PendingWrite {
  input: TransferInput;
  from: ResolvedAccount;
  to: ResolvedAccount;
  /** SHA-256 of the parameters: a key used again with other parameters is a conflict. */
  hash: string;
}

interface GroupedWrite extends PendingWrite {
  resolve(result: TransferResult | null): void;
  reject(error: unknown): void;
}

export function accountCode(ref: AccountRef, currency: string): string {
  if ('system' in ref) {
    const base = `system:${ref.system}:${ref.currency ?? currency}`;
    return ref.shard ? `${base}:${ref.shard}` : base;
  }
  if (ref.wallet === 'vendor') return `member:${ref.memberId}:vendor:${ref.vendor}`;
  return `member:${ref.memberId}:${ref.wallet}`;
}

function isMember(ref: AccountRef): ref is MemberWallet {
  return !('system' in ref);
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
 */
export class LedgerService {
  private readonly postgres: boolean;
  /** Committed accounts only; ids never change once an account exists. */
  private readonly accounts = new Map<string, ResolvedAccount>();
  /** SQLite transfers of their own waiting for the next group commit. */
  private readonly waiting: GroupedWrite[] = [];
  private committing = false;

  constructor(private readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
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
            : await this.writeSqliteGrouped(write);
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

  /** The transfer written under a key, or null. */
  async findTransfer(idempotencyKey: string, executor: Executor = this.db) {
    return (
      (await executor
        .selectFrom('ledger_transfers')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()) ?? null
    );
  }

  /** The ledger account id of a wallet, created empty on first use. */
  async accountId(ref: AccountRef, trx?: Trx): Promise<number> {
    return (await this.resolve(ref, DEFAULT_CURRENCY, trx)).id;
  }

  /** Creates the member's main and bonus wallets (and the given vendor wallets) if missing. */
  async ensureWallets(memberId: number, vendors: readonly string[] = []): Promise<void> {
    await this.resolve({ memberId, wallet: 'main' }, DEFAULT_CURRENCY);
    await this.resolve({ memberId, wallet: 'bonus' }, DEFAULT_CURRENCY);
    for (const vendor of vendors) {
      await this.resolve({ memberId, wallet: 'vendor', vendor }, DEFAULT_CURRENCY);
    }
  }

  /** The balance call of every signed-in page reads it: compiled once. */
  private readonly memberAccounts = preparedQuery(1, (memberId: number) =>
    this.db
      .selectFrom('ledger_accounts')
      .select(['id', 'wallet', 'vendor', 'currency', 'balance'])
      .where('member_id', '=', memberId)
      .where('wallet', '<>', 'points')
      .orderBy('id'),
  );

  /** The member's money wallets that exist, main first (never the points wallet). */
  async balances(memberId: number, executor: Executor = this.db): Promise<WalletBalance[]> {
    const rows = await this.memberAccounts(executor, memberId);
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

  /** One wallet's balance; zero when the wallet was never used. */
  async balance(ref: MemberWallet, executor: Executor = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', accountCode(ref, DEFAULT_CURRENCY))
      .executeTakeFirst();
    return row ? minor(row.balance) : 0n;
  }

  /**
   * The invariants of ARCHITECTURE section 5, as a list of what is wrong (empty when sound):
   * balances sum to zero per currency, each balance equals the sum of its entries, no member
   * balance is negative, and each transfer has exactly two entries of -amount and +amount.
   */
  async checkInvariants(executor: Executor = this.db): Promise<string[]> {
    const violations: string[] = [];
    const sums = await executor
      .selectFrom('ledger_accounts')
      .select(['currency', sql<string>`sum(balance)`.as('total')])
      .groupBy('currency')
      .execute();
    for (const { currency, total } of sums) {
      if (minor(total) !== 0n) violations.push(`balances of ${currency} sum to ${total}, not 0`);
    }
    const drifted = await sql<{ code: string; balance: string; entries: string }>`
      select a.code, a.balance, coalesce(sum(e.amount), 0) as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.code, a.balance
      having a.balance <> coalesce(sum(e.amount), 0)`.execute(executor);
    for (const row of drifted.rows) {
      violations.push(`${row.code} holds ${row.balance} but its entries sum to ${row.entries}`);
    }
    const negative = await executor
      .selectFrom('ledger_accounts')
      .select(['code', 'balance'])
      .where('owner_type', '=', 'member')
      .where('balance', '<', 0n)
      .execute();
    for (const row of negative) violations.push(`${row.code} is negative: ${row.balance}`);
    const unbalanced = await sql<{ id: number }>`
      select t.id from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id, t.amount, t.from_account_id, t.to_account_id
      having count(e.id) <> 2
        or coalesce(sum(e.amount), 0) <> 0
        or sum(case when e.account_id = t.from_account_id then e.amount else 0 end) <> -t.amount
        or sum(case when e.account_id = t.to_account_id then e.amount else 0 end) <> t.amount`.execute(
      executor,
    );
    for (const row of unbalanced.rows)
      violations.push(`transfer ${row.id} is not two matching entries`);
    return violations;
  }

  /**
   * One statement: lock both accounts in id order, check the payer's balance, insert the transfer
   * (nothing on a used key), update both balances and insert both entries. No rows back means the
   * key was used already or the payer had too little; either way nothing was written and a
   * caller's transaction is still usable.
   */
  private async writePostgres(
    executor: Executor,
    write: PendingWrite,
  ): Promise<TransferResult | null> {
    const w = this.postgresWrite(write);
    const { rows } = await sql<{ transfer_id: number; account_id: number; balance_after: string }>`
      with ${lockAccounts(w)}, ${moveMoney(w, sql`exists (select 1 from funded)`, 'skip')}
      select transfer_id, account_id, balance_after from e`.execute(executor);
    if (rows.length === 0) return null;
    const after = new Map(rows.map((row) => [row.account_id, minor(row.balance_after)]));
    return this.result(
      write.input,
      write.from,
      write.to,
      rows[0]!.transfer_id,
      w.now,
      after,
      false,
    );
  }

  /**
   * A transfer resolved, ready to write: accounts created if missing, the request hash computed.
   * A caller that writes it inside a statement of its own takes `postgresWrite` of it
   * (postgres-transfer.ts).
   */
  async prepare(input: TransferInput, trx?: Trx): Promise<PendingWrite> {
    if (input.amount <= 0n) throw new AppError('INVALID_AMOUNT');
    const [from, to] = await this.resolvePair(input.from, input.to, trx);
    if (from.currency !== to.currency) throw new RangeError('A transfer stays in one currency');
    if (from.id === to.id) throw new RangeError('A transfer needs two different accounts');
    return { input, from, to, hash: requestHash(input, from.code, to.code) };
  }

  postgresWrite({ input, from, to, hash }: PendingWrite): PostgresTransfer {
    return {
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
  }

  /**
   * SQLite group commit: transfers that arrive while a commit is under way wait and are written
   * together in the next transaction. A commit writes every page it changed, so one commit for
   * many transfers is most of the cost saved; a lone transfer commits at once, as before.
   */
  private writeSqliteGrouped(write: PendingWrite): Promise<TransferResult | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...write, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length > 0) {
        await this.commitGroup(this.waiting.splice(0, GROUP_LIMIT));
      }
    } finally {
      this.committing = false;
    }
  }

  /**
   * One transaction for the group. A refusal for money is found before its transfer writes
   * anything, so the others go on; any other error rolls the group back, and each transfer is
   * then tried alone so that only the one at fault fails.
   */
  private async commitGroup(group: GroupedWrite[]): Promise<void> {
    const outcomes: Array<{ value: TransferResult | null } | { error: unknown }> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const write of group) {
          try {
            outcomes.push({ value: await this.writeSqlite(trx, write) });
          } catch (error) {
            if (!isRefusal(error)) throw error;
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const write of group) await this.commitGroup([write]);
      return;
    }
    group.forEach((write, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) write.reject(outcome.error);
      else write.resolve(outcome.value);
    });
  }

  /**
   * The same steps on SQLite's single connection, reads first: a used key or a short balance is
   * found before anything is written, so a refusal inside a caller's transaction leaves nothing.
   */
  private async writeSqlite(
    trx: Trx,
    { input, from, to, hash }: PendingWrite,
  ): Promise<TransferResult | null> {
    const now = nowIso();
    const { amount } = input;
    const key = input.idempotencyKey;
    if ((await run(trx, SQLITE.find, [key])).rows.length > 0) return null;
    const [debited] = (await run<Balance>(trx, SQLITE.debit, [amount, from.id, amount])).rows;
    if (!debited) throw new AppError('INSUFFICIENT_FUNDS');
    const [credited] = (await run<Balance>(trx, SQLITE.credit, [amount, to.id])).rows;
    const [inserted] = (
      await run<{ id: number }>(trx, SQLITE.transfer, [
        key,
        hash,
        input.kind,
        from.id,
        to.id,
        amount,
        from.currency,
        input.reference,
        input.memo ?? '',
        now,
      ])
    ).rows;
    const fromAfter = minor(debited.balance);
    const toAfter = minor(credited!.balance);
    const transferId = inserted!.id;
    const entry = (accountId: number, delta: bigint, balance: bigint) => [
      transferId,
      accountId,
      delta,
      balance,
      now,
    ];
    await run(trx, SQLITE.entries, [
      ...entry(from.id, -amount, fromAfter),
      ...entry(to.id, amount, toAfter),
    ]);
    const after = new Map([
      [from.id, fromAfter],
      [to.id, toAfter],
    ]);
    return this.result(input, from, to, transferId, now, after, false);
  }

  /**
   * The first result of a key used again; a conflict when its parameters differ. A key with no
   * transfer means the write found the payer short.
   */
  private async replay(executor: Executor, key: string, hash: string): Promise<TransferResult> {
    const transfer = await this.findTransfer(key, executor);
    if (!transfer) throw new AppError('INSUFFICIENT_FUNDS');
    if (transfer.request_hash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const entries = await executor
      .selectFrom('ledger_entries')
      .select(['account_id', 'balance_after'])
      .where('transfer_id', '=', transfer.id)
      .execute();
    const after = new Map(entries.map((row) => [row.account_id, minor(row.balance_after)]));
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
    input: TransferInput,
    from: ResolvedAccount,
    to: ResolvedAccount,
    transferId: number,
    createdAt: string,
    after: Map<number, bigint>,
    replayed: boolean,
  ): TransferResult {
    return {
      transferId,
      kind: input.kind,
      amount: input.amount,
      currency: from.currency,
      reference: input.reference,
      createdAt,
      from: { accountId: from.id, balanceAfter: after.get(from.id)! },
      to: { accountId: to.id, balanceAfter: after.get(to.id)! },
      replayed,
    };
  }

  /** Resolves the member side first, so that a system account takes the member's currency. */
  private async resolvePair(a: AccountRef, b: AccountRef, trx?: Trx) {
    const memberFirst = isMember(a) || !isMember(b);
    const first = await this.resolve(memberFirst ? a : b, DEFAULT_CURRENCY, trx);
    const second = await this.resolve(memberFirst ? b : a, first.currency, trx);
    return memberFirst ? ([first, second] as const) : ([second, first] as const);
  }

  private async resolve(ref: AccountRef, currency: string, trx?: Trx): Promise<ResolvedAccount> {
    if (isMember(ref)) {
      // A member's wallets share the member's currency whatever the other side is.
      const cached = this.accounts.get(accountCode(ref, ''));
      if (cached) return cached;
    } else {
      const cached = this.accounts.get(accountCode(ref, currency));
      if (cached) return cached;
    }
    const executor = trx ?? this.db;
    const account = isMember(ref)
      ? await this.createMemberAccount(executor, ref)
      : await this.createSystemAccount(executor, ref, currency);
    // An account created inside a caller's transaction may yet be rolled back: cache it later.
    if (!trx) this.accounts.set(isMember(ref) ? accountCode(ref, '') : account.code, account);
    return account;
  }

  private async createMemberAccount(executor: Executor, ref: MemberWallet) {
    const code = accountCode(ref, '');
    const member = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', ref.memberId)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    await executor
      .insertInto('ledger_accounts')
      .values({
        code,
        owner_type: 'member',
        member_id: ref.memberId,
        wallet: ref.wallet,
        vendor: ref.wallet === 'vendor' ? ref.vendor : null,
        // Points are a currency of their own, whatever the member's money is (decision 027).
        currency: ref.wallet === 'points' ? POINTS_CURRENCY : member.currency,
        allow_negative: 0,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    return this.readAccount(executor, code);
  }

  private async createSystemAccount(executor: Executor, ref: SystemAccountRef, currency: string) {
    const code = accountCode(ref, currency);
    if (!Object.values(SystemAccount).includes(ref.system)) {
      throw new RangeError(`Unknown system account ${ref.system}`);
    }
    if (ref.shard !== undefined && !(Number.isInteger(ref.shard) && ref.shard >= 0)) {
      throw new RangeError(`Bad shard ${ref.shard}`);
    }
    await executor
      .insertInto('ledger_accounts')
      .values({
        code,
        owner_type: 'system',
        member_id: null,
        wallet: ref.system,
        vendor: null,
        currency: ref.currency ?? currency,
        allow_negative: 1,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    return this.readAccount(executor, code);
  }

  private async readAccount(executor: Executor, code: string): Promise<ResolvedAccount> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'currency'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row;
  }
}
