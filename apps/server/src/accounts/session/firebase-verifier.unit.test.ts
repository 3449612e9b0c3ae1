import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  createFirebaseVerifier,
  DisabledFirebaseVerifier,
  FirebaseIdTokenVerifier,
} from './firebase-verifier.js';

const PROJECT = 'portal-test';
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKey: KeyPair;
let otherKey: KeyPair;
let verifier: FirebaseIdTokenVerifier;

const now = () => Math.floor(Date.now() / 1000);

function token(claims: JWTPayload = {}, options: { key?: KeyPair } = {}) {
  return new SignJWT({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'firebase-user-1',
    iat: now() - 10,
    exp: now() + 3600,
    auth_time: now() - 10,
    phone_number: '+60123456789',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .sign((options.key ?? googleKey).privateKey);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
  otherKey = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: 'google-1', alg: 'RS256' };
  verifier = new FirebaseIdTokenVerifier(PROJECT, createLocalJWKSet({ keys: [jwk] }));
});

describe('FirebaseIdTokenVerifier', () => {
  it('returns the phone number of a valid ID token', async () => {
    expect(await verifier.verify(await token())).toEqual({ phoneNumber: '+60123456789' });
  });

  it('refuses a token signed by another key', async () => {
    expect(await refusal(verifier.verify(await token({}, { key: otherKey })))).toBe(
      'VERIFICATION_FAILED',
    );
  });

  it('refuses a token of another project (issuer or audience)', async () => {
    const otherAudience = await token({ aud: 'someone-else' });
    expect(await refusal(verifier.verify(otherAudience))).toBe('VERIFICATION_FAILED');
    const otherIssuer = await token({ iss: 'https://securetoken.google.com/someone-else' });
    expect(await refusal(verifier.verify(otherIssuer))).toBe('VERIFICATION_FAILED');
  });

  it('refuses an expired token', async () => {
    const expired = await token({ exp: now() - 60, iat: now() - 3700 });
    expect(await refusal(verifier.verify(expired))).toBe('VERIFICATION_FAILED');
  });

  it('refuses a token without a phone number or with an auth time in the future', async () => {
    expect(await refusal(verifier.verify(await token({ phone_number: undefined })))).toBe(
      'VERIFICATION_FAILED',
    );
    expect(await refusal(verifier.verify(await token({ auth_time: now() + 600 })))).toBe(
      'VERIFICATION_FAILED',
    );
  });

  it('refuses a token that is not a JWT', async () => {
    expect(await refusal(verifier.verify('not-a-token'))).toBe('VERIFICATION_FAILED');
  });
});

describe('firebase login switch', () => {
  it('refuses every token while FIREBASE_PROJECT_ID is unset', async () => {
    const disabled = createFirebaseVerifier(undefined);
    expect(disabled).toBeInstanceOf(DisabledFirebaseVerifier);
    expect(await refusal(disabled.verify(await token()))).toBe('OPERATION_NOT_ALLOWED');
  });

  it('verifies tokens of the named project once FIREBASE_PROJECT_ID is set', () => {
    expect(createFirebaseVerifier(PROJECT)).toBeInstanceOf(FirebaseIdTokenVerifier);
  });
});
