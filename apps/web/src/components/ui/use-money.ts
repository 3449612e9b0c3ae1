import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@portal/shared/money';
import { useWhitelabel } from '../../api/get-whitelabel';

/**
 * Money as the site writes it, with the site's currency symbol, in the marks of the interface
 * language: "RM 1,234.50" ("RM 1.234,50" in Spanish).
 */
export function useMoney(): (amount: number | bigint) => string {
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  const { language } = useTranslation().i18n;
  return useCallback(
    (amount: number | bigint) => formatCurrency(amount, symbol, language),
    [symbol, language],
  );
}
