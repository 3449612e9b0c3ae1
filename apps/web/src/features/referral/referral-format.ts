import { formatDate } from '@portal/shared/date-time';
import { REFERRAL_CODE_PARAM } from '@portal/shared/schemas/referral';
import { paths } from '../../config/paths';

export { useMoney } from '../../components/ui/use-money';

/** The link a friend registers through, on the origin the member is looking at. */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${paths.register}?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** The site day of a moment in the interface language, e.g. "27 Nov 2026". */
export const formatDay = (iso: string, language: string): string => formatDate(iso, language);
