import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type {
  VendorTransferDirection,
  VendorTransferState,
  VendorWalletTransfersTable,
} from './wallet.tables.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type VendorTransferRow = Selectable<VendorWalletTransfersTable>;

/** A vendor that keeps its own wallet per member. */
export interface TransferVendor {
  code: string;
  title: string;
  maintenance: boolean;
}

export interface NewVendorTransfer {
  reference: string;
  requestHash: string;
  memberId: number;
  vendor: string;
  direction: VendorTransferDirection;
  amount: bigint;
  recallReference?: string;
}

/** Open transfers: the call to the vendor runs, or its outcome is not known yet. */
export const OPEN_STATES: readonly VendorTransferState[] = ['pending', 'unknown'];
const OPEN_INDEX = 'vendor_wallet_transfers_open_uq';

/** Reads and writes of the vendor wallets: vendors in transfer mode, transfers and recalls. */
export class WalletRepository {
  constructor(private readonly db: DB) {}

  /**
   * Enabled transfer-mode vendors in the lobby's order. A vendor listed in several game
   * categories is one wallet: the first row gives its title, any row under maintenance stops it.
   */
  async transferVendors(executor: Executor = this.db): Promise<TransferVendor[]> {
    const rows = await executor
      .selectFrom('vendors')
      .innerJoin('game_categories', 'game_categories.code', 'vendors.category_code')
      .select(['vendors.vassalage', 'vendors.title', 'vendors.maintenance'])
      .where('vendors.wallet_mode', '=', 'transfer')
      .where('vendors.enabled', '=', 1)
      .orderBy('game_categories.sort')
      .orderBy('vendors.sort')
      .orderBy('vendors.id')
      .execute();
    const vendors = new Map<string, TransferVendor>();
    for (const row of rows) {
      const known = vendors.get(row.vassalage);
      if (known) known.maintenance ||= row.maintenance === 1;
      else
        vendors.set(row.vassalage, {
          code: row.vassalage,
          title: row.title,
          maintenance: row.maintenance === 1,
        });
    }
    return [...vendors.values()];
  }

  async transferVendor(code: string, executor: Executor = this.db): Promise<TransferVendor | null> {
    return (await this.transferVendors(executor)).find((vendor) => vendor.code === code) ?? null;
  }

  async member(memberId: number, executor: Executor = this.db) {
    return executor
      .selectFrom('members')
      .select(['id', 'account', 'currency'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
  }

  findByReference(reference: string, executor: Executor = this.db) {
    return executor
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  findByRecall(recallReference: string, executor: Executor = this.db) {
    return executor
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('recall_reference', '=', recallReference)
      .orderBy('id')
      .execute();
  }

  /** The member's open transfers, by vendor. */
  async openVendors(memberId: number, executor: Executor = this.db): Promise<Set<string>> {
    const rows = await executor
      .selectFrom('vendor_wallet_transfers')
      .select('vendor')
      .where('member_id', '=', memberId)
      .where('state', 'in', OPEN_STATES)
      .execute();
    return new Set(rows.map((row) => row.vendor));
  }

  /**
   * Writes a new pending transfer. Returns null when the reference exists already (the caller
   * replays it); 'busy' when the member has an open transfer with that vendor.
   */
  async insert(
    executor: Executor,
    transfer: NewVendorTransfer,
  ): Promise<VendorTransferRow | null | 'busy'> {
    const now = nowIso();
    try {
      const row = await executor
        .insertInto('vendor_wallet_transfers')
        .values({
          reference: transfer.reference,
          request_hash: transfer.requestHash,
          member_id: transfer.memberId,
          vendor: transfer.vendor,
          direction: transfer.direction,
          amount: transfer.amount,
          recall_reference: transfer.recallReference ?? null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    } catch (error) {
      if (isOpenTransferViolation(error)) return 'busy';
      throw error;
    }
  }

  /**
   * Closes an open transfer as `success` or `failed`. Only one caller can: the update matches an
   * open row, and on PostgreSQL a second one waits for the first's commit and then matches none.
   */
  async close(
    executor: Executor,
    id: number,
    state: 'success' | 'failed',
    reason: string | null,
  ): Promise<boolean> {
    const now = nowIso();
    const result = await executor
      .updateTable('vendor_wallet_transfers')
      .set({ state, last_error: reason, updated_at: now, settled_at: now })
      .where('id', '=', id)
      .where('state', 'in', OPEN_STATES)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A pending transfer whose outcome the vendor did not give: left for the check job. */
  async markUnknown(id: number, reason: string): Promise<void> {
    await this.db
      .updateTable('vendor_wallet_transfers')
      .set({ state: 'unknown', last_error: reason.slice(0, 255), updated_at: nowIso() })
      .where('id', '=', id)
      .where('state', 'in', OPEN_STATES)
      .execute();
  }

  /** Counts a call made to the vendor for this transfer. */
  async countAttempt(id: number): Promise<void> {
    await this.db
      .updateTable('vendor_wallet_transfers')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
      .where('id', '=', id)
      .execute();
  }

  /** Starts a recall-all; false when the reference exists already. */
  async insertRecall(reference: string, memberId: number): Promise<boolean> {
    const row = await this.db
      .insertInto('vendor_wallet_recalls')
      .values({ reference, member_id: memberId, created_at: nowIso() })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('reference')
      .executeTakeFirst();
    return row !== undefined;
  }

  findRecall(reference: string) {
    return this.db
      .selectFrom('vendor_wallet_recalls')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }
}

/** PostgreSQL names the partial index; SQLite names its columns. */
function isOpenTransferViolation(error: unknown): boolean {
  return (
    isUniqueViolation(error, OPEN_INDEX) ||
    isUniqueViolation(error, 'vendor_wallet_transfers.member_id, vendor_wallet_transfers.vendor')
  );
}
