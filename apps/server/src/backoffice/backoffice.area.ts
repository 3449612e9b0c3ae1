import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { LoginGuard } from '../accounts/session/login-guard.js';
import type { Platform } from '../platform/platform.js';
import { auditRoutes } from './audit/audit.routes.js';
import { StaffRepository } from './staff/staff.repository.js';
import { staffRoutes } from './staff/staff.routes.js';
import { StaffSessionService } from './staff/staff-session.service.js';
import { StaffService } from './staff/staff.service.js';

export interface BackofficeDeps {
  config: Pick<Config, 'LOGIN_CAPTCHA_AFTER' | 'LOGIN_LOCK_AFTER' | 'LOGIN_IP_LOCK_AFTER'>;
  db: DB;
  platform: Pick<Platform, 'shortLived' | 'passwords' | 'audit'>;
}

/**
 * The operators' own side: staff accounts and their sessions (failed logins counted like
 * members'), and the audit trail they read.
 */
export function buildBackofficeArea({ config, db, platform }: BackofficeDeps) {
  const { passwords, audit } = platform;
  const repository = new StaffRepository(db);
  const staffAuth = new StaffSessionService({
    db,
    repository,
    passwords,
    guard: new LoginGuard(platform.shortLived, config),
    audit,
  });
  const staff = new StaffService(db, repository, passwords, audit);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(staffRoutes, { sessions: staffAuth, staff });
    await app.register(auditRoutes, { audit });
  };
  return { services: { staffAuth, staff }, routes };
}
