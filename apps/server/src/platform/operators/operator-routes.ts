import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../lib/client-ip.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import { rolesWith, type Permission } from '@portal/shared/staff-roles';
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
 * Who may call an operator route (decision 016), as its `config`. `admin` may always call: a
 * preset lists the roles allowed besides it.
 */
export const Roles = {
  /** Admins only: rules, content, staff, anything that changes how the site runs. */
  admin: { staff: [] },
  /** Admins and finance: decisions that move money. */
  finance: { staff: ['finance'] },
  /** Every role: reading. */
  read: { staff: ['finance', 'viewer'] },
  /** Admins and viewers: reading that is not finance's desk. */
  adminOrViewer: { staff: ['viewer'] },
  /** The roles that hold a permission of the console's role matrix (@portal/shared/staff-roles). */
  can: (permission: Permission) => ({ staff: rolesWith(permission) }),
} as const;
