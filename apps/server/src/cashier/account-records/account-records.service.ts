import type { z } from 'zod';
import { fromMinor } from '@portal/shared/money';
import {
  RECORDS_DEFAULT_PAGE_SIZE,
  recordTypeByKind,
  recordTypeOf,
  type accountRecordsQuerySchema,
  type AccountRecords,
  type RecordType,
} from '@portal/shared/schemas/account-records';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { refuse, resolveRange } from '../../lib/record-range.js';
import type { AccountRecordsRepository, KindFilter } from './account-records.repository.js';

export type AccountRecordsQuery = z.infer<typeof accountRecordsQuerySchema>;

const toNumber = (minor: bigint) => Number(fromMinor(minor));
const knownKinds = Object.keys(recordTypeByKind);

/** The ledger kinds (and entry signs) that a set of record types covers. */
export function kindFilter(types: readonly RecordType[]): KindFilter {
  const wanted = new Set(types);
  return {
    inKinds: knownKinds.filter((kind) => wanted.has(recordTypeByKind[kind]!.in)),
    outKinds: knownKinds.filter((kind) => wanted.has(recordTypeByKind[kind]!.out)),
    otherKinds: wanted.has('other'),
    knownKinds,
  };
}

/** The member's account records (member-centre page transactionHistory). */
export class AccountRecordsService {
  constructor(
    private readonly repository: AccountRecordsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(memberId: number, query: AccountRecordsQuery): Promise<AccountRecords> {
    const { from, to } = resolveRange(query, this.now());
    if (query.vendor !== undefined && query.wallet !== undefined && query.wallet !== 'vendor') {
      throw refuse('vendor', 'only_with_vendor_wallet');
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
    const { currency, accounts } = await this.repository.accounts(memberId, {
      wallet: query.vendor !== undefined ? 'vendor' : query.wallet,
      vendor: query.vendor,
    });
    // The session was valid a moment ago; a member deleted since is signed out.
    if (currency === null) throw new AppError('SESSION_EXPIRED');
    const answer = (list: AccountRecords['list'], total: number, moneyIn = 0n, moneyOut = 0n) => ({
      list,
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
      from: from.toISOString(),
      to: to.toISOString(),
      currency,
      totals: {
        moneyIn: toNumber(moneyIn),
        moneyOut: toNumber(moneyOut),
        net: toNumber(moneyIn - moneyOut),
      },
    });
    if (accounts.length === 0) return answer([], 0);

    const filter = {
      accountIds: accounts.map((account) => account.id),
      // Stored instants are toISOString() text: the same form compares correctly on SQLite.
      from: from.toISOString(),
      to: to.toISOString(),
      kinds: query.type ? kindFilter(query.type) : undefined,
    };
    const totals = await this.repository.totals(filter);
    const rows =
      totals.count > (page - 1) * pageSize
        ? await this.repository.page(filter, pageSize, (page - 1) * pageSize)
        : [];
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const list = rows.map((row) => {
      const account = byId.get(row.accountId)!;
      return {
        id: row.id,
        time: toIsoString(row.createdAt),
        type: recordTypeOf(row.kind, row.amount > 0n),
        wallet: account.wallet,
        vendor: account.vendor,
        vendorName: account.vendorName,
        amount: toNumber(row.amount),
        balanceAfter: toNumber(row.balanceAfter),
        reference: row.reference,
      };
    });
    return answer(list, totals.count, totals.moneyIn, totals.moneyOut);
  }
}
