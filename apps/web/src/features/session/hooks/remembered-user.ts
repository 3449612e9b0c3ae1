import { REMEMBER_ME_HOURS } from '@portal/shared/constants/limits';

/**
 * The last remembered username, kept in the `loginRemember` cookie for 24 hours (spec section 9).
 * Only the name is remembered: a password is never written to a cookie.
 */
const COOKIE = 'loginRemember';

export function readRememberedUser(): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : '';
}

export function rememberUser(username: string | null): void {
  const maxAge = username ? REMEMBER_ME_HOURS * 3600 : 0;
  document.cookie = `${COOKIE}=${encodeURIComponent(username ?? '')}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
