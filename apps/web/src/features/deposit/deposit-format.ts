import i18next from 'i18next';
import { parseLanguage } from '@portal/shared/constants/languages';
import { toMinor } from '@portal/shared/money';
import { RECEIPT_IMAGE_TYPES, RECEIPT_MAX_BYTES } from '@portal/shared/schemas/deposit';
import { imageFileProblem } from '../../lib/image-file';

/** An amount as typed, in the interface language's marks (lib/money.ts). */
export { parseAmountText } from '../../lib/amount-input';

/** An API amount (a decimal number) in minor units, exactly. */
export const amountToMinor = (amount: number): bigint => toMinor(amount.toFixed(2));

/** An API amount as "1,234.50" in the interface language's marks. */
export { formatAmount } from '../../lib/money';

export { useMoney } from '../../components/ui/use-money';

/** The quick-amount buttons a channel offers: the usual sums that fit its limits. */
const QUICK_AMOUNTS = [50, 100, 200, 500, 1000, 5000];
export function quickAmounts(min: number, max: number): number[] {
  const fitting = QUICK_AMOUNTS.filter((amount) => amount >= min && amount <= max);
  return fitting.length > 0 ? fitting : [min];
}

/** Checks a chosen receipt before upload; the server checks its bytes again. */
export const receiptFileProblem = (file: Pick<File, 'type' | 'size'>) =>
  imageFileProblem(file, { types: RECEIPT_IMAGE_TYPES, maxBytes: RECEIPT_MAX_BYTES });

/**
 * A pay page on this site's own origin (the built-in sandbox gateway) is drawn in the member's
 * theme and language; an outside gateway's address is left as it is.
 */
export function withSiteTheme(address: string): string {
  const url = new URL(address, window.location.href);
  if (url.origin !== window.location.origin) return address;
  const theme = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
  url.searchParams.set('theme', theme);
  url.searchParams.set('lang', parseLanguage(i18next.language));
  return url.toString();
}
