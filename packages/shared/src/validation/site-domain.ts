import { z } from 'zod';
import { ErrorCode } from '../error-codes.js';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters (RFC 1123). */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const PORT = /^\d{1,5}$/;

/**
 * Whether `text` names a site as a browser's `location.host` does: a host name of dot-separated
 * labels (an internationalised name in its xn-- form), with an optional port. Registration and the
 * invitation check send it (spec section 7, `domain`); anything else is "domain check invalid".
 */
export function isSiteDomain(text: string): boolean {
  const [host = '', port, extra] = text.split(':');
  if (extra !== undefined || host.length === 0 || host.length > 253) return false;
  if (port !== undefined && !(PORT.test(port) && Number(port) <= 65_535)) return false;
  return host
    .replace(/\.$/, '')
    .split('.')
    .every((label) => LABEL.test(label));
}

/** The `domain` field of sign-up and the invitation check: refused as DOMAIN_INVALID. */
export const siteDomainSchema = z
  .string()
  .trim()
  .max(253 + 6)
  .refine((text) => text === '' || isSiteDomain(text), {
    message: 'domain_invalid',
    params: { errorCode: ErrorCode.DOMAIN_INVALID },
  });
