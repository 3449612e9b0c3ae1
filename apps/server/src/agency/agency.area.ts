import type { SaferPlayService } from '../accounts/safer-play/safer-play.service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { RegistrationService } from '../accounts/registration/registration.service.js';
import type { SessionService } from '../accounts/session/session.service.js';
import type { Platform } from '../platform/platform.js';
import { createContractServices } from './contracts/contract-services.js';
import { contractsConsoleRoutes } from './contracts/contracts-console.routes.js';
import { contractsRoutes } from './contracts/contracts.routes.js';
import { agencyBrowseRoutes } from './reports/agency-browse.routes.js';
import { AgencyBrowseService } from './reports/agency-browse.service.js';
import { createReportServices } from './reports/report-services.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { AgencyScope } from './scope/agency-scope.js';
import { agencyOperatorRoutes } from './team-members/agency-operator.routes.js';
import { createTeamMemberServices } from './team-members/team-member-services.js';
import { teamMembersRoutes } from './team-members/team-members.routes.js';
import { agentAnnouncementsOperatorRoutes } from './team-records/agent-announcements-operator.routes.js';
import { createTeamRecordServices } from './team-records/team-record-services.js';
import { teamRecordsRoutes } from './team-records/team-records.routes.js';

export interface AgencyDeps {
  config: Pick<Config, 'WEAK_DEFAULT_PASSWORD' | 'CONTRACT_CLOSE_AHEAD'>;
  db: DB;
  platform: Pick<
    Platform,
    | 'members'
    | 'settings'
    | 'passwords'
    | 'ledger'
    | 'paymentPassword'
    | 'audit'
    | 'events'
    | 'jobs'
    | 'notices'
  >;
  /** Agents register downlines with the members' own rules (accounts area). */
  registration: RegistrationService;
  /** A moved or frozen member is signed out (accounts area). */
  sessions: Pick<SessionService, 'forgetMember'>;
  /** Downline members' breaks, shown read only (accounts area). */
  saferPlay: Pick<SaferPlayService, 'breaksOf'>;
}

/**
 * The agent centre (decisions 031, 032 and 034): the tree and its scope, the reports kept from
 * domain events, the team's members and money, the team's records and the agents' contracts.
 */
export function buildAgencyArea({
  config,
  db,
  platform,
  registration,
  sessions,
  saferPlay,
}: AgencyDeps) {
  const { ledger, audit, events } = platform;
  const deps = {
    config,
    db,
    members: platform.members,
    settings: platform.settings,
    registration,
    hasher: platform.passwords,
    ledger,
    paymentPassword: platform.paymentPassword,
    audit,
    events,
    sessions,
    saferPlay,
  };
  const scope = new AgencyScope(db);
  const reports = createReportServices({ ...deps, scope });
  const teamMembers = createTeamMemberServices({ ...deps, scope, tree: reports.agencyTree });
  const teamRecords = createTeamRecordServices({ ...deps, scope });
  // Agent contracts (decision 034): settled from their own figures on the job runner.
  const contracts = createContractServices({
    config,
    db,
    scope,
    ledger,
    audit,
    events,
    jobs: platform.jobs,
    notices: platform.notices,
  });
  teamMembers.agencyOperator.onTreeChange((change, trx) =>
    contracts.contracts.afterTreeChange(change, trx),
  );
  const services = { agencyScope: scope, ...reports, ...teamMembers, ...teamRecords, ...contracts };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(reportsRoutes, { service: reports.agencyReports });
    await app.register(teamMembersRoutes, { services: teamMembers });
    await app.register(agencyOperatorRoutes, { service: teamMembers.agencyOperator });
    await app.register(agencyBrowseRoutes, { service: new AgencyBrowseService(db) });
    await app.register(teamRecordsRoutes, { services: teamRecords });
    await app.register(agentAnnouncementsOperatorRoutes, {
      service: teamRecords.agentAnnouncements,
    });
    await app.register(contractsRoutes, {
      contracts: contracts.contracts,
      operatorService: contracts.contractsOperator,
    });
    await app.register(contractsConsoleRoutes, { service: contracts.contractsConsole });
  };
  return { services, routes };
}
