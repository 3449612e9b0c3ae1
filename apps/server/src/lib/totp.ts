import { Secret, TOTP } from 'otpauth';

/**
 * Google Authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s). A code of the previous or next
 * period is accepted too, for clocks that drift a little.
 */
const totpFor = (secret: string, account = '', issuer = '') =>
  new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new random 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function verifyTotp(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, window: 1 }) !== null;
}

/**
 * The time step (RFC 6238 counter) a code belongs to, when it is the code of the previous, the
 * current or the next step at `at`; null otherwise. A step is what a replay check remembers: the
 * same six digits can come back in a later step.
 */
export function totpStep(secret: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}

/** The otpauth:// URI that authenticator apps read from a QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}
