import { formatMoney, toMinor } from '@portal/shared/money';

/** An API amount (a decimal number) as the site shows money: 2 decimals, comma thousands. */
export const formatAmount = (amount: number): string => formatMoney(toMinor(amount.toFixed(2)));
