import { sql } from 'kysely';
import { recordWallets, type RecordWallet } from '@portal/shared/schemas/account-records';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';

/** A wallet whose entries are listed: main, bonus or one vendor's. */
export interface RecordAccount {
  id: number;
  wallet: RecordWallet;
  vendor: string | null;
  /** The vendor's title as the lobby shows it; null when the vendor is unknown. */
  vendorName: string | null;
}

/**
 * Which entries a type filter keeps: entries adding money of `inKinds`, entries taking money of
 * `outKinds`, and with `otherKinds` every entry whose kind is none of `knownKinds`.
 */
export interface KindFilter {
  inKinds: string[];
  outKinds: string[];
  otherKinds: boolean;
  knownKinds: string[];
}

export interface EntryFilter {
  accountIds: number[];
  /** ISO instants as stored (UTC, toISOString), `to` exclusive. */
  from: string;
  to: string;
  kinds?: KindFilter;
}

export interface EntryRow {
  id: number;
  accountId: number;
  createdAt: Date | string;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  reference: string;
}

/**
 * The SQL of a type filter on `e` (entry) joined with `t` (its transfer), or on other columns
 * holding the transfer kind and a number signed as the entry (money in above 0).
 */
export function kindCondition(
  { inKinds, outKinds, otherKinds, knownKinds }: KindFilter,
  columns: { kind: string; signed: string } = { kind: 't.kind', signed: 'e.amount' },
) {
  const kind = sql.ref(columns.kind);
  const signed = sql.ref(columns.signed);
  const any = [];
  if (inKinds.length > 0) any.push(sql`(${kind} in (${sql.join(inKinds)}) and ${signed} > 0)`);
  if (outKinds.length > 0) any.push(sql`(${kind} in (${sql.join(outKinds)}) and ${signed} < 0)`);
  if (otherKinds) any.push(sql`${kind} not in (${sql.join(knownKinds)})`);
  return any.length > 0 ? sql<boolean>`(${sql.join(any, sql` or `)})` : sql<boolean>`1 = 0`;
}

/**
 * Reads of the ledger for account records. Every query starts from the member's own account
 * ids, so no filter can reach another member's entries, and walks the index on
 * (account_id, created_at) of ledger_entries: the cost follows the rows in the range, not the
 * size of the ledger.
 */
export class AccountRecordsRepository {
  constructor(private readonly db: DB) {}

  /** The member's currency and the wallets whose entries are listed (never the hold wallet). */
  async accounts(
    memberId: number,
    only: { wallet?: RecordWallet; vendor?: string } = {},
  ): Promise<{ currency: string | null; accounts: RecordAccount[] }> {
    const member = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    let query = this.db
      .selectFrom('ledger_accounts as a')
      .select((eb) => [
        'a.id',
        'a.wallet',
        'a.vendor',
        // A vendor may be listed under several categories: any of its rows names it.
        eb
          .selectFrom('vendors as v')
          .select('v.title')
          .whereRef('v.vassalage', '=', 'a.vendor')
          .orderBy('v.id')
          .limit(1)
          .as('vendor_name'),
      ])
      .where('a.member_id', '=', memberId)
      .where('a.wallet', 'in', recordWallets);
    if (only.wallet) query = query.where('a.wallet', '=', only.wallet);
    if (only.vendor !== undefined) query = query.where('a.vendor', '=', only.vendor);
    const rows = await query.orderBy('a.id').execute();
    return {
      currency: member?.currency ?? null,
      accounts: rows.map((row) => ({
        id: row.id,
        wallet: row.wallet as RecordWallet,
        vendor: row.vendor,
        vendorName: row.vendor_name ?? null,
      })),
    };
  }

  /** Entries of the accounts in the range, read through ledger_entries_account_time_idx. */
  private entries({ accountIds, from, to }: EntryFilter) {
    return this.db
      .selectFrom('ledger_entries as e')
      .where('e.account_id', 'in', accountIds)
      .where('e.created_at', '>=', from)
      .where('e.created_at', '<', to);
  }

  /** How many entries match, and what they add and take in total (taken as a positive sum). */
  async totals(filter: EntryFilter): Promise<{ count: number; moneyIn: bigint; moneyOut: bigint }> {
    // Only a type filter needs the transfer's kind: the plain totals never touch ledger_transfers.
    const { kinds } = filter;
    const row = await this.entries(filter)
      .$if(kinds !== undefined, (query) =>
        query
          .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
          .where(kindCondition(kinds!)),
      )
      .select([
        sql<string | number>`count(*)`.as('count'),
        sql<string | number>`coalesce(sum(case when e.amount > 0 then e.amount else 0 end), 0)`.as(
          'money_in',
        ),
        sql<string | number>`coalesce(sum(case when e.amount < 0 then -e.amount else 0 end), 0)`.as(
          'money_out',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      moneyIn: minor(row.money_in),
      moneyOut: minor(row.money_out),
    };
  }

  /** One page of matching entries, newest first. */
  async page(filter: EntryFilter, limit: number, offset: number): Promise<EntryRow[]> {
    const { kinds } = filter;
    const rows = await this.entries(filter)
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .$if(kinds !== undefined, (query) => query.where(kindCondition(kinds!)))
      .select([
        'e.id',
        'e.account_id',
        'e.created_at',
        'e.amount',
        'e.balance_after',
        't.kind',
        't.reference',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      createdAt: row.created_at,
      amount: minor(row.amount),
      balanceAfter: minor(row.balance_after),
      kind: row.kind,
      reference: row.reference,
    }));
  }
}
