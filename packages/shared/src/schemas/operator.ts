import { z } from 'zod';
import { isSiteDay } from '../site-day.js';
import { allPermissions, staffRoles, type Permission, type StaffRole } from '../staff-roles.js';
import {
  operatorListQuery,
  operatorPageSchema,
  siteDayRangeQuery,
  sortParamSchema,
} from './operator-list.js';

/**
 * Operator (back-office) calls under /wps/operator/: staff login and sessions, staff accounts and
 * the audit log. Staff are not members: their own table, their own tokens, their own roles.
 * Request bodies are strict: unknown fields are refused.
 */

/**
 * The roles of the role matrix (`@portal/shared/staff-roles`, decision 040): `admin` holds
 * every permission, the others what the matrix lists for them.
 */
export const STAFF_ROLES = staffRoles;
export type StaffRoleName = StaffRole;
export const STAFF_STATUSES = ['active', 'disabled'] as const;

/** Staff usernames: a letter, then letters, digits, dot, dash or underscore; 3-32 characters. */
export const staffUsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9._-]{2,31}$/);

export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;
/** A staff password: 10-128 characters with at least one letter and one digit. */
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN)
  .max(STAFF_PASSWORD_MAX)
  .regex(/\p{L}/u, { message: 'needs a letter' })
  .regex(/\p{N}/u, { message: 'needs a digit' });

const displayNameSchema = z.string().trim().min(1).max(100);

// ---- Session: password, then the second factor ---------------------------------------------
/** POST /wps/operator/session/login. Any password is accepted here; only the hash decides. */
export const staffLoginPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(STAFF_PASSWORD_MAX),
});
export type StaffLoginPayload = z.infer<typeof staffLoginPayloadSchema>;

/** What the password step leads to: the code of the enrolled authenticator, or enrolling one. */
export const STAFF_LOGIN_NEXT = ['totp', 'enrol'] as const;
export type StaffLoginNext = (typeof STAFF_LOGIN_NEXT)[number];

/**
 * The answer of a right password: no session yet, a single-use challenge (5 minutes) that proves
 * the password step to the code step.
 */
export const staffLoginValueSchema = z.object({
  next: z.enum(STAFF_LOGIN_NEXT),
  challenge: z.string(),
});
export type StaffLoginValue = z.infer<typeof staffLoginValueSchema>;

/** The challenge of the password step: 256 random bits, base64url. */
const challengeSchema = z.string().trim().min(16).max(128);
/** The six digits an authenticator app shows (RFC 6238, 30-second steps). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** The operator session the code step opens. */
export const staffSessionValueSchema = z.object({
  /** Bearer token of the operator session (Authorization header). */
  token: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** ISO time the session ends at the latest; it also ends after 30 minutes unused. */
  expiresAt: z.string(),
});
export type StaffSessionValue = z.infer<typeof staffSessionValueSchema>;

/** POST /wps/operator/session/enrol/start: a new secret for a staff member without a factor. */
export const staffEnrolStartPayloadSchema = z.strictObject({ challenge: challengeSchema });
export const staffEnrolStartValueSchema = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
});
export type StaffEnrolStartValue = z.infer<typeof staffEnrolStartValueSchema>;

/** Ten single-use codes for a lost authenticator: shown once, stored hashed. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
export const staffRecoveryCodesValueSchema = z.object({
  recoveryCodes: z.array(z.string()),
});
export type StaffRecoveryCodesValue = z.infer<typeof staffRecoveryCodesValueSchema>;

/** POST /wps/operator/session/enrol/confirm: the first code of the new secret. */
export const staffEnrolConfirmPayloadSchema = z.strictObject({
  challenge: challengeSchema,
  code: totpCodeSchema,
});
export const staffEnrolConfirmValueSchema = staffSessionValueSchema.extend(
  staffRecoveryCodesValueSchema.shape,
);
export type StaffEnrolConfirmValue = z.infer<typeof staffEnrolConfirmValueSchema>;

/** POST /wps/operator/session/verify: a 6-digit code, or one of the recovery codes. */
export const staffVerifyPayloadSchema = z.strictObject({
  challenge: challengeSchema,
  code: z.string().trim().min(6).max(32),
});
export type StaffVerifyPayload = z.infer<typeof staffVerifyPayloadSchema>;

/** POST /wps/operator/session/recovery-codes: a current code replaces every recovery code. */
export const staffRecoveryCodesPayloadSchema = z.strictObject({ code: totpCodeSchema });

/** Value of ACCOUNT_LOCKED at login: how long to wait. */
export const staffLockedValueSchema = z.object({ retryAfterSeconds: z.number().int() });

/** GET /wps/operator/session/me: the signed-in staff member, their role and what it allows. */
export const staffMeValueSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Every permission the role holds (the console shows and hides by these). */
  permissions: z.array(z.enum(allPermissions as [Permission, ...Permission[]])),
  factorEnrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type StaffMeValue = z.infer<typeof staffMeValueSchema>;

// ---- Staff accounts (staff.manage) ------------------------------------------------------------
export const staffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** When the second factor was set up; null until the next sign-in enrols one. */
  factorEnrolledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const STAFF_SORT_FIELDS = ['username', 'role', 'lastLoginAt', 'createdAt'] as const;
/** GET /wps/operator/staff: paged (or csv), username or display-name prefix, role, status. */
export const staffListQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(STAFF_SORT_FIELDS),
  q: z.string().trim().min(1).max(64).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export const staffListValueSchema = operatorPageSchema(staffAccountSchema);
export type StaffListValue = z.infer<typeof staffListValueSchema>;

/** POST /wps/operator/staff. */
export const createStaffPayloadSchema = z.strictObject({
  username: staffUsernameSchema,
  displayName: displayNameSchema,
  role: z.enum(STAFF_ROLES),
  password: staffPasswordSchema,
});
export type CreateStaffPayload = z.infer<typeof createStaffPayloadSchema>;

/** PUT /wps/operator/staff/:id: at least one of the fields. Disabling ends the sessions. */
export const updateStaffPayloadSchema = z
  .strictObject({
    role: z.enum(STAFF_ROLES).optional(),
    status: z.enum(STAFF_STATUSES).optional(),
    displayName: displayNameSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type UpdateStaffPayload = z.infer<typeof updateStaffPayloadSchema>;

/** POST /wps/operator/staff/:id/password: sets a new password and ends the staff's sessions. */
export const staffPasswordPayloadSchema = z.strictObject({ password: staffPasswordSchema });

export const staffIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

// ---- Audit log (audit.read) ----------------------------------------------------------------
export const AUDIT_SORTS = ['createdAt'] as const;

/** An action or target ending in `*` is a prefix (`member.*`, `member:*`). */
export const AUDIT_PREFIX = '*';

/**
 * GET /wps/operator/audit: newest first unless sorted; filters combine. `action` and `target`
 * are exact, or prefixes when they end in `*` (`action=member.*` is every member action);
 * `from` and `to` are GMT+8 site days, both included; `format=csv` streams every line kept.
 */
export const auditQuerySchema = z
  .strictObject({
    ...operatorListQuery,
    sort: sortParamSchema(AUDIT_SORTS),
    /** Exact action (staff.login, deposit.confirm) or a prefix (member.*). */
    action: z.string().trim().min(1).max(64).optional(),
    /** Exact target (deposit:D20261121000001, staff:3) or a prefix (member:*). */
    target: z.string().trim().min(1).max(128).optional(),
    staffId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** The staff member's username, any case. */
    staff: z.string().trim().min(1).max(64).optional(),
    ...siteDayRangeQuery,
  })
  .superRefine((query, ctx) => {
    for (const key of ['from', 'to'] as const) {
      const day = query[key];
      if (day !== undefined && !isSiteDay(day))
        ctx.addIssue({ code: 'custom', path: [key], message: 'not_a_day' });
    }
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'before_from' });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for a failed login of an unknown username and for the admin command. */
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  /** The inputs that mattered (amounts, reasons, what changed from what); never a secret. */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryValue = z.infer<typeof auditEntrySchema>;

export const auditPageValueSchema = operatorPageSchema(auditEntrySchema);
export type AuditPageValue = z.infer<typeof auditPageValueSchema>;

/** GET /wps/operator/audit/actions: every action the log holds, for a filter's choices. */
export const auditActionsValueSchema = z.object({ list: z.array(z.string()) });
export type AuditActionsValue = z.infer<typeof auditActionsValueSchema>;

// ---- Domain events (admin, viewer reads; admin retries) --------------------------------------
/** GET /wps/operator/events/dead-letters: events a consumer gave up on, newest first. */
export const deadLettersQuerySchema = z.strictObject({
  /** pending (default): waiting for an operator; done: handled on a retry. */
  status: z.enum(['pending', 'done']).optional(),
  consumer: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type DeadLettersQuery = z.infer<typeof deadLettersQuerySchema>;

export const deadLetterSchema = z.object({
  id: z.number().int(),
  consumer: z.string(),
  status: z.enum(['pending', 'done']),
  attempts: z.number().int(),
  lastError: z.string(),
  event: z.object({
    id: z.number().int(),
    type: z.string(),
    version: z.number().int(),
    key: z.string(),
    memberId: z.number().int().nullable(),
    payload: z.record(z.string(), z.unknown()),
    occurredAt: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeadLetterValue = z.infer<typeof deadLetterSchema>;

export const deadLettersPageSchema = z.object({
  list: z.array(deadLetterSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DeadLettersPage = z.infer<typeof deadLettersPageSchema>;

export const deadLetterParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Each consumer's place in the events, and what holds it back. */
export const eventConsumerSchema = z.object({
  name: z.string(),
  /** The last event handled or given up on. */
  cursorEventId: z.number().int(),
  /** Events of its types not handled yet. */
  behind: z.number().int(),
  attempts: z.number().int(),
  retryAt: z.string().nullable(),
  lastError: z.string().nullable(),
  pendingDeadLetters: z.number().int(),
});
export const eventConsumersValueSchema = z.array(eventConsumerSchema);
export type EventConsumerValue = z.infer<typeof eventConsumerSchema>;
