import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { LoginGuard } from '../accounts/session/login-guard.js';
import type { Platform } from '../platform/platform.js';
import { auditRoutes } from './audit/audit.routes.js';
import { StaffChallenges } from './staff/staff-challenges.js';
import { StaffFactorService } from './staff/staff-factor.service.js';
import { StaffRepository } from './staff/staff.repository.js';
import { staffRoutes } from './staff/staff.routes.js';
import { staffSessionRoutes } from './staff/staff-session.routes.js';
import { StaffSessionService } from './staff/staff-session.service.js';
import { StaffService } from './staff/staff.service.js';

export interface BackofficeDeps {
  config: Pick<Config, 'LOGIN_CAPTCHA_AFTER' | 'LOGIN_LOCK_AFTER' | 'LOGIN_IP_LOCK_AFTER'>;
  db: DB;
  platform: Pick<Platform, 'shortLived' | 'passwords' | 'audit'>;
}

/**
 * The operators' own side: staff accounts, their two-step sign-in (password, then the second
 * factor; failures counted like members') and sessions, and the audit trail they read.
 */
export function buildBackofficeArea({ config, db, platform }: BackofficeDeps) {
  const { passwords, audit } = platform;
  const repository = new StaffRepository(db);
  const guard = new LoginGuard(platform.shortLived, config);
  const challenges = new StaffChallenges(platform.shortLived);
  const staffAuth = new StaffSessionService({
    db,
    repository,
    passwords,
    guard,
    audit,
    challenges,
  });
  const staffFactor = new StaffFactorService({
    db,
    repository,
    sessions: staffAuth,
    challenges,
    guard,
    audit,
  });
  const staff = new StaffService(db, repository, passwords, audit);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(staffSessionRoutes, { sessions: staffAuth, factor: staffFactor });
    await app.register(staffRoutes, { staff });
    await app.register(auditRoutes, { audit });
  };
  return { services: { staffAuth, staffFactor, staff }, routes };
}
