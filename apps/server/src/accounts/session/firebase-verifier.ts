import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error.js';

/** Proves a phone number through a Firebase phone-auth ID token. */
export interface FirebaseVerifier {
  verify(idToken: string): Promise<{ phoneNumber: string }>;
}

/** Google's published keys for Firebase ID tokens (JWK set). */
const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Firebase login is off until FIREBASE_PROJECT_ID names the project whose tokens count. */
export class DisabledFirebaseVerifier implements FirebaseVerifier {
  async verify(): Promise<{ phoneNumber: string }> {
    throw new AppError('OPERATION_NOT_ALLOWED');
  }
}

/**
 * Checks a Firebase ID token as Google documents it: RS256, signed by one of Google's current
 * keys, issuer https://securetoken.google.com/<project>, audience <project>, not expired, a
 * subject, and an auth time in the past; the phone number comes from the phone_number claim.
 */
export class FirebaseIdTokenVerifier implements FirebaseVerifier {
  constructor(
    private readonly projectId: string,
    private readonly keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS)),
  ) {}

  async verify(idToken: string): Promise<{ phoneNumber: string }> {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${this.projectId}`,
        audience: this.projectId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      }));
    } catch (error) {
      // A bad token is the caller's fault; Google's keys being unreachable is a retryable outage.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new AppError('VERIFICATION_FAILED');
      }
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    const authTime = claims.auth_time;
    const phoneNumber = claims.phone_number;
    if (
      typeof claims.sub !== 'string' ||
      claims.sub.length === 0 ||
      typeof authTime !== 'number' ||
      authTime * 1000 > Date.now() + 5000 ||
      typeof phoneNumber !== 'string' ||
      !/^\+\d{6,18}$/.test(phoneNumber)
    ) {
      throw new AppError('VERIFICATION_FAILED');
    }
    return { phoneNumber };
  }
}

export function createFirebaseVerifier(projectId: string | undefined): FirebaseVerifier {
  return projectId ? new FirebaseIdTokenVerifier(projectId) : new DisabledFirebaseVerifier();
}
