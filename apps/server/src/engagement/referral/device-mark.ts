import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';

/**
 * The browser mark of the anti-abuse rules (decision 028): a random token in a cookie of its own,
 * sent only to the member calls (registration and the referral page). A friend who registers in
 * the browser where the referrer opened their referral page carries the referrer's mark.
 */
export const DEVICE_MARK_COOKIE = 'portal_mark';
const MARK_PATH = '/wps/member';
/** About the longest a browser keeps a cookie (400 days). */
const MARK_MAX_AGE_S = 400 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The hash of the request's mark; a browser without one (or with a forged one) gets one. */
export function deviceMarkOf(request: FastifyRequest, reply: FastifyReply): string {
  let token = request.cookies[DEVICE_MARK_COOKIE];
  if (!token || !TOKEN.test(token)) {
    token = newSecretToken();
    reply.setCookie(DEVICE_MARK_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: MARK_PATH,
      maxAge: MARK_MAX_AGE_S,
    });
  }
  return hashToken(token);
}
