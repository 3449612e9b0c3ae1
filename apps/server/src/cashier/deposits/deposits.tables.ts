import type { ColumnType, Generated } from 'kysely';
import type { Flag, MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface DepositChannelsTable {
  id: Generated<number>;
  code: string;
  type: 'bank_transfer' | 'gateway';
  name: string;
  /** JSON object of names by language code. */
  names: ColumnType<string, string | undefined, string>;
  min_amount: MinorUnits;
  max_amount: MinorUnits;
  enabled: Flag;
  sort: ColumnType<number, number | undefined, number>;
  turnover_bps: ColumnType<number, number | undefined, number>;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  gateway_kind: string | null;
  gateway_secret: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export type DepositStatusColumn = 'pending' | 'success' | 'rejected' | 'failed' | 'expired';

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  channel_id: number;
  amount: MinorUnits;
  currency: string;
  status: ColumnType<DepositStatusColumn, DepositStatusColumn | undefined, DepositStatusColumn>;
  client_reference: string;
  request_hash: string;
  turnover_bps: number;
  payer_name: string | null;
  has_receipt: Flag;
  gateway_txn_id: string | null;
  reject_reason: string | null;
  decided_by: number | null;
  expires_at: NullableTimestamp;
  credited_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export interface DepositReceiptsTable {
  order_id: number;
  content_type: string;
  byte_size: number;
  /** bytea on PostgreSQL, BLOB on SQLite: both drivers hand back a Buffer. */
  data: Buffer;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface DepositCallbacksTable {
  id: Generated<number>;
  channel_id: number;
  order_no: string;
  status: string;
  amount: MinorUnits;
  gateway_txn_id: string;
  outcome: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

/** Tables of deposit channels, deposit orders, their receipts and the gateways' callbacks. */
export interface DepositTables {
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  deposit_receipts: DepositReceiptsTable;
  deposit_callbacks: DepositCallbacksTable;
}
