import type { BankCard } from '@portal/shared/schemas/withdrawal';
import { toIsoString } from '../../db/time.js';
import type { BankCardRow } from './bank-cards.repository.js';

/** "**** 1234": all the member is ever shown of an account number once it is bound. */
export function maskAccountNumber(accountNumber: string): string {
  return `**** ${accountNumber.slice(-4)}`;
}

/**
 * Names compared as a person reads them: trimmed, inner spaces collapsed, case and Unicode
 * width ignored ("  tan  AH kow " is "Tan Ah Kow").
 */
export function normalisedName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** The bank's display name, or its code when the bank has left the list. */
export type BankNames = ReadonlyMap<string, string>;

export function toBankCard(row: BankCardRow, banks: BankNames): BankCard {
  return {
    id: row.id,
    bankCode: row.bank_code,
    bankName: banks.get(row.bank_code) ?? row.bank_code,
    accountNumber: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    createdAt: toIsoString(row.created_at),
    inUse: row.in_use,
  };
}
