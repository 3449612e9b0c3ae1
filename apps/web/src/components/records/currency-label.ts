import { useWhitelabel } from '../../api/get-whitelabel';
import { currencySymbol } from '../../lib/money';

/**
 * What a records page names its amounts' currency by: the site's symbol ("RM"), or, while the
 * settings load, the symbol of the currency code the answer carries ("MYR" -> "RM"), so the page
 * writes money as the header balance does and never shows the code in its place.
 */
export function useCurrencyLabel(): (code: string) => string {
  const siteSymbol = useWhitelabel().data?.site.currencySymbol;
  return (code) => siteSymbol || currencySymbol(code);
}
