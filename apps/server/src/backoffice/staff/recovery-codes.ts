import { randomInt } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@portal/shared/schemas/operator';
import { hashToken } from '../../lib/secret-tokens.js';

/**
 * Crockford's base32 alphabet: no i, l, o or u, so a code copied from paper is not misread.
 * Ten characters give 50 random bits per code, far beyond what the login guard lets anyone try.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** Ten new recovery codes as shown to the staff member: `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = STAFF_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * A typed code as it is compared: lower case, without spaces or dashes, with the letters people
 * write for digits read as those digits (Crockford).
 */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

/** What the database keeps of a recovery code: the SHA-256 of its normal form. */
export function recoveryCodeHash(input: string): string {
  return hashToken(normaliseRecoveryCode(input));
}

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.trim());
