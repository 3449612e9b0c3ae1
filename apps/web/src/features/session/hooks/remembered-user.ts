import { REMEMBER_ME_HOURS } from '@portal/shared/constants/limits';

/**
 * Remember-me cookies of spec section 3, each kept 24 hours (section 9): `loginRemember` holds
 * the last remembered username and `loginTypeSms` the last remembered mobile login. Only names
 * and numbers are remembered: a password is never written to a cookie. Staying signed in is the
 * server's HttpOnly device cookie, which script never sees.
 */
const USER_COOKIE = 'loginRemember';
const SMS_COOKIE = 'loginTypeSms';
// resume-remembered-session.ts looks for these two names too.

export interface RememberedMobile {
  mobileNum: string;
  /** With its plus sign, as the dialing-code picker shows it. */
  countryDialingCode: string;
}

function readCookie(name: string): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

function writeCookie(name: string, value: string | null): void {
  const maxAge = value ? REMEMBER_ME_HOURS * 3600 : 0;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function readRememberedUser(): string {
  return readCookie(USER_COOKIE);
}

export function rememberUser(username: string | null): void {
  writeCookie(USER_COOKIE, username);
}

export function readRememberedMobile(): RememberedMobile | null {
  try {
    const value = JSON.parse(readCookie(SMS_COOKIE) || 'null') as Partial<RememberedMobile> | null;
    if (typeof value?.mobileNum !== 'string' || typeof value.countryDialingCode !== 'string') {
      return null;
    }
    return { mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode };
  } catch {
    return null;
  }
}

export function rememberMobile(value: RememberedMobile | null): void {
  writeCookie(SMS_COOKIE, value ? JSON.stringify(value) : null);
}
