import type { DB } from '../../db/database.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerRepository } from './ledger.repository.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  type AccountRef,
  type MemberWallet,
  type SystemAccountRef,
} from './ledger.types.js';

/** The currency of system accounts when neither side of a transfer is a member's. */
export const DEFAULT_CURRENCY = 'MYR';

export interface ResolvedAccount {
  id: number;
  code: string;
  currency: string;
}

export function accountCode(ref: AccountRef, currency: string): string {
  if ('system' in ref) {
    const base = `system:${ref.system}:${ref.currency ?? currency}`;
    return ref.shard ? `${base}:${ref.shard}` : base;
  }
  if (ref.wallet === 'vendor') return `member:${ref.memberId}:vendor:${ref.vendor}`;
  return `member:${ref.memberId}:${ref.wallet}`;
}

export function isMember(ref: AccountRef): ref is MemberWallet {
  return !('system' in ref);
}

/**
 * The ledger's accounts behind wallet references: each created empty on first use, and kept in
 * memory once committed (an account's id never changes). A member's wallets share the member's
 * currency, points excepted; a system account takes the currency of the member on the other
 * side of a transfer, or DEFAULT_CURRENCY.
 */
export class LedgerAccounts {
  /** Committed accounts only, by code (a member's without currency). */
  private readonly known = new Map<string, ResolvedAccount>();

  constructor(
    private readonly db: DB,
    private readonly repository: LedgerRepository,
  ) {}

  /** The account of a wallet. Inside `trx` an account it creates is kept only by the caller. */
  async id(ref: AccountRef, trx?: Trx): Promise<number> {
    return (await this.resolve(ref, DEFAULT_CURRENCY, trx)).id;
  }

  /**
   * The account ids of many member wallets, in their order: those not known read in one
   * statement, any still missing created as id() creates them.
   */
  async memberIds(refs: readonly MemberWallet[]): Promise<number[]> {
    const missing = [...new Set(refs.map((ref) => accountCode(ref, '')))].filter(
      (code) => !this.known.has(code),
    );
    if (missing.length > 0) {
      for (const account of await this.repository.accountsByCode(missing, this.db)) {
        this.known.set(account.code, account);
      }
    }
    const ids: number[] = [];
    for (const ref of refs) ids.push(await this.id(ref));
    return ids;
  }

  /** Both sides of a transfer, the member side first, so a system account takes its currency. */
  async pair(a: AccountRef, b: AccountRef, trx?: Trx) {
    const memberFirst = isMember(a) || !isMember(b);
    const first = await this.resolve(memberFirst ? a : b, DEFAULT_CURRENCY, trx);
    const second = await this.resolve(memberFirst ? b : a, first.currency, trx);
    return memberFirst ? ([first, second] as const) : ([second, first] as const);
  }

  private async resolve(ref: AccountRef, currency: string, trx?: Trx): Promise<ResolvedAccount> {
    // A member's wallets share the member's currency whatever the other side is.
    const code = isMember(ref) ? accountCode(ref, '') : accountCode(ref, currency);
    const cached = this.known.get(code);
    if (cached) return cached;
    const executor = trx ?? this.db;
    const account = isMember(ref)
      ? await this.createMemberAccount(executor, ref)
      : await this.createSystemAccount(executor, ref, currency);
    // An account created inside a caller's transaction may yet be rolled back: keep it later.
    if (!trx) this.known.set(isMember(ref) ? code : account.code, account);
    return account;
  }

  private async createMemberAccount(executor: Executor, ref: MemberWallet) {
    const currency = await this.repository.memberCurrency(ref.memberId, executor);
    if (currency === undefined) throw new AppError('NOT_FOUND');
    return this.repository.createAccount(executor, {
      code: accountCode(ref, ''),
      owner_type: 'member',
      member_id: ref.memberId,
      wallet: ref.wallet,
      vendor: ref.wallet === 'vendor' ? ref.vendor : null,
      // Points are a currency of their own, whatever the member's money is (decision 027).
      currency: ref.wallet === 'points' ? POINTS_CURRENCY : currency,
      allow_negative: 0,
    });
  }

  private async createSystemAccount(executor: Executor, ref: SystemAccountRef, currency: string) {
    const code = accountCode(ref, currency);
    if (!Object.values(SystemAccount).includes(ref.system)) {
      throw new RangeError(`Unknown system account ${ref.system}`);
    }
    if (ref.shard !== undefined && !(Number.isInteger(ref.shard) && ref.shard >= 0)) {
      throw new RangeError(`Bad shard ${ref.shard}`);
    }
    return this.repository.createAccount(executor, {
      code,
      owner_type: 'system',
      member_id: null,
      wallet: ref.system,
      vendor: null,
      currency: ref.currency ?? currency,
      allow_negative: 1,
    });
  }
}
