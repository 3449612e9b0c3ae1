import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp } from '../../db/columns.js';

export interface BanksTable {
  id: Generated<number>;
  currency: string;
  code: string;
  name: string;
  enabled: Flag;
  sort: ColumnType<number, number | undefined, number>;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  account_number: string;
  holder_name: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  deleted_at: NullableTimestamp;
}

export interface BankCardTables {
  banks: BanksTable;
  bank_cards: BankCardsTable;
}
