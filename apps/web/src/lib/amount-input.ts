import { parseAmount } from '@portal/shared/amount-input';
import { fromMinor, numberMarks } from '@portal/shared/money';
import { moneyLanguage } from './money';

/**
 * Amount fields, in the interface language's marks (lib/money.ts). Apart from lib/money.ts, which
 * the first screen loads to write the balance, so that only the pages with an amount field carry
 * the reading of one.
 */

/**
 * An amount as typed, in minor units, read in the interface language's marks: positive, at most
 * 2 decimals, thousands marks only where they belong; else null.
 */
export const parseAmountText = (text: string): bigint | null => parseAmount(text, moneyLanguage());

/** An amount in minor units as the plain text an amount field holds: "1234.50" or "1234,50". */
export const amountFieldText = (minor: bigint): string =>
  fromMinor(minor).replace('.', numberMarks(moneyLanguage()).decimal);
