import {
  createStaffPayloadSchema,
  staffPasswordSchema,
  type CreateStaffPayload,
  type StaffAccount,
  type StaffListQuery,
  type StaffListValue,
  type StaffRoleName,
  type UpdateStaffPayload,
} from '@portal/shared/schemas/operator';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { PasswordHasher } from '../../lib/password-hasher.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { StaffOrder, StaffRepository, StaffRow } from './staff.repository.js';
import type { AuthenticatedStaff } from '../../platform/operators/staff.types.js';

/**
 * Who acts: a signed-in admin (with their address), or null for the admin command on the server
 * itself. Either way the change and its audit line commit together.
 */
export interface StaffActor {
  staff: AuthenticatedStaff | null;
  ip: string | null;
}

export function toStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    status: row.status,
    lastLoginAt: row.last_login_at === null ? null : toIsoString(row.last_login_at),
    lastLoginIp: row.last_login_ip,
    factorEnrolledAt: row.totp_enrolled_at === null ? null : toIsoString(row.totp_enrolled_at),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

const DEFAULT_PAGE_SIZE = 20;
const SORT_COLUMNS = {
  username: 'username_key',
  role: 'role',
  lastLoginAt: 'last_login_at',
  createdAt: 'created_at',
} as const satisfies Record<string, StaffOrder['column']>;

/** `-lastLoginAt` → last_login_at descending; username ascending by default. */
function orderOf(sort: string | undefined): StaffOrder {
  const field = (sort ?? 'username').replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  return {
    column: SORT_COLUMNS[field] ?? 'username_key',
    direction: sort?.startsWith('-') ? 'desc' : 'asc',
  };
}

/**
 * Staff accounts: made, changed, given new passwords and second-factor resets by an admin (or
 * the admin command). Disabling a staff member, setting their password or resetting their factor
 * ends their sessions at once. An admin may not demote or disable themselves, so at least one
 * active admin always remains.
 */
export class StaffService {
  constructor(
    private readonly db: DB,
    private readonly repository: StaffRepository,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<StaffAccount[]> {
    return (await this.repository.list()).map(toStaffAccount);
  }

  /** One page of the staff list, filtered and sorted as the console asks. */
  async page(query: StaffListQuery): Promise<StaffListValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.repository.page(
      query,
      orderOf(query.sort),
      pageSize,
      (page - 1) * pageSize,
    );
    return { list: rows.map(toStaffAccount), page, pageSize, total };
  }

  async findByUsername(username: string): Promise<StaffAccount> {
    const row = await this.repository.findByUsername(username);
    if (!row) throw new AppError('NOT_FOUND');
    return toStaffAccount(row);
  }

  /** USERNAME_TAKEN when the username exists in any case; WEAK_PASSWORD when it holds the username. */
  async create(actor: StaffActor, input: CreateStaffPayload): Promise<StaffAccount> {
    // The admin command passes raw input: the same rules as the call apply.
    const payload = parse(createStaffPayloadSchema, input);
    assertNotWeak(payload.password, payload.username);
    if (await this.repository.findByUsername(payload.username)) {
      throw new AppError('USERNAME_TAKEN');
    }
    const passwordHash = await this.passwords.hash(payload.password);
    const at = this.now().toISOString();
    try {
      const id = await inTransaction(this.db, async (trx) => {
        const staffId = await this.repository.insert(
          {
            username: payload.username,
            display_name: payload.displayName,
            password_hash: passwordHash,
            role: payload.role,
            status: 'active',
            created_at: at,
            updated_at: at,
          },
          trx,
        );
        await this.audit.record(
          {
            staff: actor.staff,
            action: 'staff.create',
            target: `staff:${staffId}`,
            details: { username: payload.username, role: payload.role, ...via(actor) },
            ip: actor.ip,
          },
          trx,
        );
        return staffId;
      });
      return toStaffAccount((await this.repository.findById(id))!);
    } catch (error) {
      // Two admins creating the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
      throw error;
    }
  }

  /** NOT_FOUND for an unknown id; OPERATION_NOT_ALLOWED for an admin's own role or status. */
  async update(actor: StaffActor, id: number, patch: UpdateStaffPayload): Promise<StaffAccount> {
    const at = this.now().toISOString();
    await inTransaction(this.db, async (trx) => {
      const row = await this.repository.findById(id, trx);
      if (!row) throw new AppError('NOT_FOUND');
      const self = actor.staff?.id === id;
      if (self && patch.role !== undefined && patch.role !== row.role) {
        throw new AppError('OPERATION_NOT_ALLOWED');
      }
      if (self && patch.status === 'disabled') throw new AppError('OPERATION_NOT_ALLOWED');

      const changes: Record<string, { from: string; to: string }> = {};
      if (patch.role !== undefined && patch.role !== row.role) {
        changes.role = { from: row.role, to: patch.role };
      }
      if (patch.status !== undefined && patch.status !== row.status) {
        changes.status = { from: row.status, to: patch.status };
      }
      if (patch.displayName !== undefined && patch.displayName !== row.display_name) {
        changes.displayName = { from: row.display_name, to: patch.displayName };
      }
      await this.repository.update(
        id,
        {
          ...(patch.role !== undefined ? { role: patch.role as StaffRoleName } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.displayName !== undefined ? { display_name: patch.displayName } : {}),
          updated_at: at,
        },
        trx,
      );
      if (patch.status === 'disabled') await this.repository.revokeAllSessions(id, at, trx);
      await this.audit.record(
        {
          staff: actor.staff,
          action: 'staff.update',
          target: `staff:${id}`,
          details: { username: row.username, changes, ...via(actor) },
          ip: actor.ip,
        },
        trx,
      );
    });
    return toStaffAccount((await this.repository.findById(id))!);
  }

  /** Sets a new password and ends every session of that staff member. */
  async setPassword(actor: StaffActor, id: number, password: string): Promise<void> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    const checked = parse(staffPasswordSchema, password, 'password');
    assertNotWeak(checked, row.username);
    const passwordHash = await this.passwords.hash(checked);
    const at = this.now().toISOString();
    // An admin setting their own password keeps the session they are using.
    const keep = actor.staff?.id === id ? actor.staff.sessionId : undefined;
    await inTransaction(this.db, async (trx) => {
      await this.repository.update(id, { password_hash: passwordHash, updated_at: at }, trx);
      await this.repository.revokeAllSessions(id, at, trx, keep);
      await this.audit.record(
        {
          staff: actor.staff,
          action: 'staff.password_reset',
          target: `staff:${id}`,
          details: { username: row.username, ...via(actor) },
          ip: actor.ip,
        },
        trx,
      );
    });
  }

  /**
   * Forgets a staff member's second factor and recovery codes and ends their sessions (an
   * admin resetting their own keeps the session in use); their next sign-in enrols again.
   */
  async resetFactor(actor: StaffActor, id: number): Promise<StaffAccount> {
    const at = this.now().toISOString();
    await inTransaction(this.db, async (trx) => {
      const row = await this.repository.findById(id, trx);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.totp_secret === null) throw new AppError('STAFF_FACTOR_NOT_ENROLLED');
      await this.repository.clearFactor(id, at, trx);
      const keep = actor.staff?.id === id ? actor.staff.sessionId : undefined;
      await this.repository.revokeAllSessions(id, at, trx, keep);
      await this.audit.record(
        {
          staff: actor.staff,
          action: 'staff.factor_reset',
          target: `staff:${id}`,
          details: { username: row.username, ...via(actor) },
          ip: actor.ip,
        },
        trx,
      );
    });
    return toStaffAccount((await this.repository.findById(id))!);
  }
}

const via = (actor: StaffActor) => (actor.staff ? {} : { via: 'admin-command' });

/** A password that contains the username is the first thing anyone tries. */
function assertNotWeak(password: string, username: string): void {
  if (password.toLowerCase().includes(username.toLowerCase())) throw new AppError('WEAK_PASSWORD');
}

/** Validates input the way a route would, answering VALIDATION_FAILED with the same details. */
function parse<T extends z.ZodType>(schema: T, input: unknown, path?: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    {},
    result.error.issues.map((issue) => ({
      path: [path, ...issue.path.map(String)].filter(Boolean).join('.'),
      reason: issue.code,
    })),
  );
}
