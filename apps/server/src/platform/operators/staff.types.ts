/**
 * Operator staff roles: `admin` may do everything (including managing staff), `finance` confirms
 * deposits and decides withdrawals, `viewer` may only read.
 */
export const StaffRole = { admin: 'admin', finance: 'finance', viewer: 'viewer' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

/** The staff member behind a valid operator session token. */
export interface AuthenticatedStaff {
  id: number;
  username: string;
  role: StaffRole;
  sessionId: number;
}

/** Resolves an operator bearer token, or null when unknown, revoked or expired. */
export interface StaffAuthenticator {
  authenticate(token: string): Promise<AuthenticatedStaff | null>;
}
