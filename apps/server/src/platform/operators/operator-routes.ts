import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../lib/client-ip.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import { rolesWith, staffRoles, type Permission } from '@portal/shared/staff-roles';
import type { AuthenticatedStaff } from './staff.types.js';

/** Who calls an operator route, and from where: what every audited change records. */
export interface Operator {
  staff: AuthenticatedStaff;
  ip: string;
}

/** The operator behind a route that declared `config.staff`. */
export const operatorOf = (request: FastifyRequest): Operator => ({
  staff: currentStaff(request),
  ip: clientIp(request),
});

/**
 * Who may call an operator route (decision 040), as its `config`. Every route names the
 * permission of the role matrix (`@portal/shared/staff-roles`) it needs, so the console and the
 * server ask the same question; `admin` holds every permission.
 */
export const Roles = {
  /** The roles that hold a permission of the console's role matrix. */
  can: (permission: Permission) => ({ staff: rolesWith(permission) }),
  /** Any signed-in staff member, whatever the role: their own session and account only. */
  signedIn: { staff: staffRoles.filter((role) => role !== 'admin') },
} as const;
