import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface PayloadKeysTable {
  key_id: string;
  public_spki: string;
  private_pkcs8: string;
  created_at: Timestamp;
  retired_at: NullableTimestamp;
}

export interface PayloadCryptoTables {
  payload_keys: PayloadKeysTable;
}
