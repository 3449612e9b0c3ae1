import type { StaffRole } from '@portal/shared/staff-roles';

/**
 * Operator staff roles: the six of the role matrix (`@portal/shared/staff-roles`, decision 040).
 * `admin` holds every permission; the matrix lists what each other role holds.
 */
export type { StaffRole };

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
