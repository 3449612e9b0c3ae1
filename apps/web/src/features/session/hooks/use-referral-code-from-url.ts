import { useLocation } from 'react-router';
import { REFERRAL_CODE_PARAM } from '@portal/shared/schemas/referral';

/** A member's referral code from their link (`/register?referralCode=CODE`), or ''. */
export function referralCodeOf(search: string): string {
  return new URLSearchParams(search).get(REFERRAL_CODE_PARAM)?.trim().slice(0, 64) ?? '';
}

/** The referral code of the address, which pre-fills the registration form's field. */
export function useReferralCodeFromUrl(): string {
  return referralCodeOf(useLocation().search);
}
