/**
 * The operator console's role matrix (docs/decisions/040-staff-roles-and-second-factor.md).
 *
 * Every operator route declares one permission (`Roles.can('members.lock')` on the server), and
 * every console screen action asks the same permission before it shows (`can(role, …)`), so the
 * screen and the server cannot disagree. `admin` holds every permission; the lists below name
 * the other roles that hold each one.
 */
export const staffRoles = [
  'admin',
  'finance',
  'risk',
  'cs',
  'content',
  'marketing',
  'agency',
  'lottery',
  'viewer',
] as const;
export type StaffRole = (typeof staffRoles)[number];
export type DelegableRole = Exclude<StaffRole, 'admin'>;

const everyone = [
  'finance',
  'risk',
  'cs',
  'content',
  'marketing',
  'agency',
  'lottery',
  'viewer',
] as const;
const money = ['finance', 'risk', 'viewer'] as const;

export const permissions = {
  // Dashboard
  'dashboard.read': everyone,
  // Members
  'members.read': ['finance', 'risk', 'cs', 'viewer'],
  'members.lock': ['risk', 'cs'],
  'members.sessions.end': ['risk', 'cs'],
  'members.password.force': ['risk', 'cs'],
  'members.message': ['risk', 'cs'],
  'members.note': ['finance', 'risk', 'cs'],
  /** Ask for a balance adjustment; above the threshold it waits for a second staff member. */
  'members.adjust.request': ['finance', 'risk'],
  /** Approve or decline another staff member's adjustment (never one's own). */
  'members.adjust.approve': ['finance'],
  // Safer play, identity checks and money-pattern cases (decisions 051-054)
  /** A member's limits, breaks and reality-check settings, read only: nobody on staff lifts a break. */
  'safer.read': ['finance', 'risk', 'cs', 'viewer'],
  /** See identity documents, verify or reject them. */
  'kyc.review': ['risk'],
  'aml.read': ['finance', 'risk', 'viewer'],
  /** Assign, annotate and close money-pattern cases. */
  'aml.manage': ['risk'],
  /** Safer-play, identity-check and money-pattern settings and rules. */
  'compliance.manage': ['risk'],
  // Cashier
  'cashier.read': money,
  'cashier.decide': ['finance'],
  'cashier.channels.manage': ['finance'],
  // Content the portal shows
  'content.read': ['content', 'cs', 'viewer'],
  'content.manage': ['content'],
  // How the site runs: settings, modules, maintenance, region blocking
  'site.read': ['content', 'viewer'],
  'site.manage': [],
  // Games catalogue
  'games.read': ['content', 'cs', 'viewer', 'risk'],
  'games.manage': ['content'],
  // Engagement: promotions, bonuses, points, rewards, missions, referral
  'engagement.read': everyone,
  /** Promotions and their texts, points rates and the mall, prize tables, missions, referral rules. */
  'engagement.manage': ['content', 'marketing'],
  /** Decisions that pay or refuse a member: applications, redeems, bonus grants and cancels. */
  'engagement.decide': ['finance', 'risk'],
  /** Messages to all members or a segment (one member: `members.message`). */
  'messages.send': ['cs', 'marketing'],
  /** The chat desk: take, answer and close live chats; the canned answers (decision 060). */
  'chat.serve': ['cs'],
  // Agency and contracts
  'agency.read': ['finance', 'risk', 'agency', 'viewer'],
  /** Move a team, change an agent type, contracts' limits and requests, agent announcements. */
  'agency.manage': ['agency'],
  /** Settlement runs: they move money. */
  'agency.settle': ['finance'],
  // Lottery desk
  'lottery.read': ['finance', 'risk', 'lottery', 'viewer'],
  /** Enter or confirm a draw's result (two different staff members), settle. */
  'lottery.results': ['finance', 'lottery'],
  /** Void a draw, draw now, the lottery settings. */
  'lottery.manage': ['lottery'],
  // Reports: revenue, promotion and bonus cost, agent commissions
  'reports.read': ['finance', 'risk', 'marketing', 'agency', 'lottery', 'viewer'],
  // Event stream
  'events.read': ['viewer'],
  /** Replay a dead letter. */
  'events.manage': [],
  // Audit trail
  'audit.read': ['risk', 'viewer'],
  /** Recompute the audit and ledger hash chains; signed checkpoints (decision 055). */
  'audit.verify': ['risk'],
  // Staff accounts
  'staff.manage': [],
} as const satisfies Record<string, readonly DelegableRole[]>;

export type Permission = keyof typeof permissions;

/** Every permission of the matrix, in the order it lists them. */
export const allPermissions = Object.keys(permissions) as Permission[];

/** The roles besides admin that hold a permission. */
export function rolesWith(permission: Permission): readonly DelegableRole[] {
  return permissions[permission];
}

/** Whether a staff role holds a permission; admin holds all. */
export function can(role: StaffRole, permission: Permission): boolean {
  return role === 'admin' || (rolesWith(permission) as readonly StaffRole[]).includes(role);
}

/** The permissions a role holds, in the matrix's order (what the console's own-account page lists). */
export function permissionsOf(role: StaffRole): Permission[] {
  return allPermissions.filter((permission) => can(role, permission));
}
