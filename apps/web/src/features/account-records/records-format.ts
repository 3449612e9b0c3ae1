import { formatMoney, toMinor } from '@portal/shared/money';
import { useWhitelabel } from '../../api/get-whitelabel';

/** An API amount (a decimal number) as "1,234.50" (spec section 9), exactly. */
export const formatAmount = (amount: number): string => formatMoney(toMinor(amount.toFixed(2)));

/** A movement's amount with its direction: "+1,234.50", "−20.00" (a true minus sign). */
export const signedAmount = (amount: number): string =>
  `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount))}`;

/** The site's currency symbol ("RM"), or `fallback` (the currency code) while settings load. */
export function useCurrencyLabel(fallback: string): string {
  return useWhitelabel().data?.site.currencySymbol || fallback;
}
