import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { RegistrationService } from '../accounts/registration/registration.service.js';
import type { SessionService } from '../accounts/session/session.service.js';
import type { PasswordHasher } from '../lib/password-hasher.js';
import type { AuditLog } from '../platform/audit/audit-log.js';
import type { EventDispatcher } from '../platform/events/event-dispatcher.js';
import type { LedgerService } from '../platform/ledger/ledger.service.js';
import type { MembersRepository } from '../platform/members/members.repository.js';
import type { PaymentPasswordCheck } from '../platform/members/payment-password.js';
import type { SettingsService } from '../platform/settings/settings.service.js';
import type { SaferPlayService } from '../accounts/safer-play/safer-play.service.js';

/** What the agent centre's modules are built from (agency.area.ts passes them down). */

export interface AgencyServiceDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD'>;
  db: DB;
  members: MembersRepository;
  settings: SettingsService;
  registration: RegistrationService;
  hasher: PasswordHasher;
  ledger: LedgerService;
  paymentPassword: PaymentPasswordCheck;
  audit: AuditLog;
  events: EventDispatcher;
  sessions: Pick<SessionService, 'forgetMember'>;
  /** Downline members' breaks, read only (accounts area's safer play). */
  saferPlay: Pick<SaferPlayService, 'breaksOf'>;
}
