import { resumeSession } from '../api/resume-session';
import { useSession } from './use-session';

/**
 * Someone ticked "remember" on this browser within the last 24 hours: one of the remember-me
 * cookies of remembered-user.ts is set (checked by name, so the first load does not carry
 * the cookie helpers).
 */
const REMEMBERED = /(?:^|;\s*)(?:loginRemember|loginTypeSms)=[^;]/;

let attempted = false;

/**
 * At start, a tab without a session whose browser ticked "remember" asks the server to resume
 * it from the remember-me device cookie, once per page load. Without the remembered cookie no
 * request is made; when the server declines, the visitor simply stays logged out.
 */
export async function resumeRememberedSession(): Promise<boolean> {
  if (attempted) return false;
  attempted = true;
  if (useSession.getState().token || !REMEMBERED.test(document.cookie)) return false;
  try {
    const value = await resumeSession();
    // A login finished meanwhile wins.
    if (useSession.getState().token) return false;
    useSession.getState().signIn(value);
    return true;
  } catch {
    return false;
  }
}
