import type { ColumnType, Generated } from 'kysely';

export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target: ColumnType<string, string | undefined, never>;
  details: ColumnType<string, string | undefined, never>;
  ip: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  /** The line's link in the audit chain (decision 055); null only where the chain was off. */
  hash: ColumnType<string | null, string | undefined, never>;
}

/** The last row of each chain: its lock serialises the chain's writers. */
export interface AuditChainHeadsTable {
  chain: string;
  last_id: number | null;
  last_hash: string;
  /** The ledger chain: the place of its last linked row (the audit chain's order is its ids). */
  last_seq: ColumnType<number | string | null, never, number>;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

/** A chain's head as it was, signed (Ed25519) over `payload`. */
export interface AuditCheckpointsTable {
  id: Generated<number>;
  chain: string;
  row_id: number | null;
  row_hash: string;
  /** The exact text signed: JSON of chain, rowId, hash and at. */
  payload: string;
  /** Base64 of the 64-byte Ed25519 signature. */
  signature: string;
  /** Base64 of the signing key's public SPKI (DER). */
  public_key: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

/** A verification run of the chains asked from the console, and what it found. */
export interface AuditVerificationsTable {
  id: Generated<number>;
  state: 'queued' | 'done' | 'failed';
  requested_by: number | null;
  /** JSON: each chain's outcome, once done. */
  result: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  finished_at: string | null;
}

export interface AuditTables {
  staff_audit_log: StaffAuditLogTable;
  audit_chain_heads: AuditChainHeadsTable;
  audit_checkpoints: AuditCheckpointsTable;
  audit_verifications: AuditVerificationsTable;
}
