import { GUARD_PASS_PATHS, paths } from '../config/paths';

interface GuardInput {
  pathname: string;
  /** Site setting: only members may look around. */
  loginedToHomePage: boolean;
  hasToken: boolean;
}

/**
 * Where the login guard sends a visitor, or null to let them through (spec section 2): with
 * loginedToHomePage on and no session token, only the pass-list paths open; all else goes to
 * /login.
 */
export function guardRedirect({
  pathname,
  loginedToHomePage,
  hasToken,
}: GuardInput): string | null {
  if (!loginedToHomePage || hasToken) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GUARD_PASS_PATHS.includes(path) ? null : paths.login;
}
