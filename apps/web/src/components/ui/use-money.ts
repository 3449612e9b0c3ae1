import { useCallback } from 'react';
import { useWhitelabel } from '../../api/get-whitelabel';
import { formatCurrency } from '../../lib/money';

/** Money as the site writes it, with the site's currency symbol: "RM 1,234.50". */
export function useMoney(): (amount: number | bigint) => string {
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  return useCallback((amount: number | bigint) => formatCurrency(amount, symbol), [symbol]);
}
