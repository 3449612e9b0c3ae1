import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

export type ProviderTransactionKind = 'debit' | 'credit' | 'rollback';

export interface ProviderTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  kind: ProviderTransactionKind;
  member_id: number;
  round_id: string;
  ref_transaction_id: string | null;
  amount: MinorUnits;
  request_hash: string;
  /** JSON of the first answer, returned again on a replay. */
  response: string;
  ledger_transfer_id: number | null;
  /** The debit id this row stands for (a debit's own, or a rollback's before its debit). */
  claim_key: string | null;
  created_at: CreatedAt;
}

export type BetRoundStatus = 'open' | 'settled' | 'cancelled';

export interface BetRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  member_id: number;
  game_id: number;
  category_code: string;
  vassalage: string;
  /** main, or vendor for a transfer-mode vendor's games. */
  wallet: 'main' | 'vendor';
  currency: string;
  stake: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  payout: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  status: ColumnType<BetRoundStatus, BetRoundStatus | undefined, BetRoundStatus>;
  /** JSON summary of the outcome from the provider. */
  result: string | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** 1 once a settled round is in team_round_days (decision 074), else 0. */
  team_counted: ColumnType<number, number | undefined, number>;
}

export interface SeamlessTables {
  provider_transactions: ProviderTransactionsTable;
  bet_rounds: BetRoundsTable;
}
