import { useCallback } from 'react';
import { formatDate } from '@portal/shared/date-time';
import { REFERRAL_CODE_PARAM } from '@portal/shared/schemas/referral';
import { useWhitelabel } from '../../api/get-whitelabel';
import { paths } from '../../config/paths';
import { formatCurrency } from '../../lib/money';

/** Formats API amounts with the site's currency symbol, e.g. "RM 1,234.50". */
export function useMoney(): (amount: number) => string {
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  return useCallback((amount: number) => formatCurrency(amount, symbol), [symbol]);
}

/** The link a friend registers through, on the origin the member is looking at. */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${paths.register}?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** The site day of a moment in the interface language, e.g. "27 Nov 2026". */
export const formatDay = (iso: string, language: string): string => formatDate(iso, language);
