import type { ColumnType, Generated } from 'kysely';
import type { Flag, MinorUnits } from '../../db/columns.js';

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  owner_type: 'member' | 'system';
  member_id: number | null;
  wallet: string;
  vendor: string | null;
  currency: string;
  balance: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  allow_negative: Flag;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  from_account_id: number;
  to_account_id: number;
  amount: MinorUnits;
  currency: string;
  reference: string;
  memo: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date | string, string | undefined, never>;
  /**
   * The transfer's link in the ledger chain (decision 055) and its place in the chain: both null
   * until the chainer links the committed transfer, moments after it is written.
   */
  hash: ColumnType<string | null, never, string>;
  chain_seq: ColumnType<number | string | null, never, number>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount: MinorUnits;
  balance_after: MinorUnits;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}
