import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

/** pending: the vendor call runs; unknown: it timed out or failed without an answer. */
export type VendorTransferState = 'pending' | 'success' | 'failed' | 'unknown';

/** in: main wallet to the vendor's wallet; out: back to main. */
export type VendorTransferDirection = 'in' | 'out';

export interface VendorWalletTransfersTable {
  id: Generated<number>;
  reference: string;
  request_hash: string;
  member_id: number;
  vendor: string;
  direction: VendorTransferDirection;
  amount: MinorUnits;
  state: ColumnType<VendorTransferState, VendorTransferState | undefined, VendorTransferState>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  recall_reference: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface VendorWalletRecallsTable {
  reference: string;
  member_id: number;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

/** A member's wallet preferences (no row: all off). */
export interface MemberWalletSettingsTable {
  member_id: number;
  /** 1: move the balance into a transfer-mode vendor's wallet at launch and back on leaving. */
  auto_transfer: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** Tables of transfers between the main wallet and transfer-mode vendors' wallets. */
export interface WalletTables {
  vendor_wallet_transfers: VendorWalletTransfersTable;
  vendor_wallet_recalls: VendorWalletRecallsTable;
  member_wallet_settings: MemberWalletSettingsTable;
}
