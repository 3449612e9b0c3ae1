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

/** The otpauth:// URI that authenticator apps read from a QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpFor(secret, account, issuer).toString();
}
