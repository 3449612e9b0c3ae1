import { useCallback } from 'react';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
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

/** The day of a moment in the interface language, e.g. "27 Nov 2026". */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGES[parseLanguage(language)].locale, {
    dateStyle: 'medium',
  }).format(date);
}
