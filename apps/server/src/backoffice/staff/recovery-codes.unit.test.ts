import { describe, expect, it } from 'vitest';
import {
  isTotpCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
  recoveryCodeHash,
} from './recovery-codes.js';

describe('staff recovery codes', () => {
  it('makes ten distinct codes of two groups of five unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('reads a code typed in capitals, with spaces or without its dash as the same code', () => {
    const [code] = newRecoveryCodes(1);
    const hash = recoveryCodeHash(code!);
    expect(recoveryCodeHash(code!.toUpperCase())).toBe(hash);
    expect(recoveryCodeHash(code!.replace('-', ''))).toBe(hash);
    expect(recoveryCodeHash(` ${code!.replace('-', ' ')} `)).toBe(hash);
  });

  it('reads the letters people write for one and zero as those digits', () => {
    expect(normaliseRecoveryCode('IL0O1-abcde')).toBe('11001abcde');
  });

  it('stores only a SHA-256, never the code', () => {
    const [code] = newRecoveryCodes(1);
    const hash = recoveryCodeHash(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normaliseRecoveryCode(code!));
  });

  it('tells six digits (an authenticator code) from a recovery code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(' 123456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('01234-56789')).toBe(false);
  });
});
