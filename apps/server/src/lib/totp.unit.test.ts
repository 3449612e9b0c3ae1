import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpStep, totpUri, verifyTotp } from './totp.js';

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const at = 1_700_000_010_000;
  const step = Math.floor(at / 30_000);

  it('names the time step of the current, previous and next code', () => {
    expect(totpStep(secret, codeAt(secret, at), at)).toBe(step);
    expect(totpStep(secret, codeAt(secret, at - 30_000), at)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, at + 30_000), at)).toBe(step + 1);
  });

  it('refuses a code two steps away and anything but six digits', () => {
    expect(totpStep(secret, codeAt(secret, at - 60_000), at)).toBeNull();
    expect(totpStep(secret, '12345', at)).toBeNull();
    expect(totpStep(secret, 'abcdef', at)).toBeNull();
  });

  it('verifies the current code and writes an otpauth URI with issuer and account', () => {
    expect(verifyTotp(secret, codeAt(secret, Date.now()))).toBe(true);
    const uri = new URL(totpUri(secret, 'desk01', 'Portal Console'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Portal Console');
    expect(decodeURIComponent(uri.pathname)).toContain('desk01');
  });
});
