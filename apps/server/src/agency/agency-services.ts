import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { PasswordHasher } from '../lib/password-hasher.js';
import type { EventDispatcher } from '../platform/events/event-dispatcher.js';
import type { LedgerService } from '../platform/ledger/ledger.service.js';
import type { MembersRepository } from '../platform/members/members.repository.js';
import type { PaymentPasswordCheck } from '../platform/members/payment-password.js';
import type { RegistrationService } from '../accounts/registration/registration.service.js';
import type { SessionService } from '../accounts/session/session.service.js';
import type { SettingsService } from '../platform/settings/settings.service.js';
import type { AuditLog } from '../platform/audit/audit-log.js';
import { AgencyScope } from './scope/agency-scope.js';
import { createReportServices } from './reports/report-services.js';
import { createTeamMemberServices } from './team-members/team-member-services.js';
import { createTeamRecordServices } from './team-records/team-record-services.js';

export interface AgencyServiceDeps {
  config: Config;
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
}

/**
 * The agent centre (decision 031, ARCHITECTURE section 13): the tree and its scope, the reports
 * kept from domain events, the team's members and money, and the team's records.
 */
export function createAgencyServices(deps: AgencyServiceDeps) {
  const scope = new AgencyScope(deps.db);
  const reports = createReportServices({ ...deps, scope });
  return {
    agencyScope: scope,
    ...reports,
    ...createTeamMemberServices({ ...deps, scope, tree: reports.agencyTree }),
    ...createTeamRecordServices({ ...deps, scope }),
  };
}
