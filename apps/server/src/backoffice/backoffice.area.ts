import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { LoginGuard } from '../accounts/session/login-guard.js';
import type { SessionService } from '../accounts/session/session.service.js';
import { BankCardsRepository } from '../cashier/bank-cards/bank-cards.repository.js';
import { DepositsRepository } from '../cashier/deposits/deposits.repository.js';
import { WithdrawalsRepository } from '../cashier/withdrawals/withdrawals.repository.js';
import type { OperatorMessagesService } from '../content/operator-messages/operator-messages.service.js';
import { BonusesRepository } from '../engagement/bonuses/bonuses.repository.js';
import { BetRecordsRepository } from '../games/bet-records/bet-records.repository.js';
import type { Platform } from '../platform/platform.js';
import { auditRoutes } from './audit/audit.routes.js';
import { StaffChallenges } from './staff/staff-challenges.js';
import { StaffFactorService } from './staff/staff-factor.service.js';
import { DashboardRepository } from './dashboard/dashboard.repository.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { AdjustmentsRepository } from './members/adjustments.repository.js';
import { adjustmentsRoutes } from './members/adjustments.routes.js';
import { AdjustmentsService } from './members/adjustments.service.js';
import { MemberActionsService } from './members/member-actions.service.js';
import { MemberDeskService } from './members/member-desk.service.js';
import { MemberDirectoryRepository } from './members/member-directory.repository.js';
import { memberListsRoutes } from './members/member-lists.routes.js';
import { MemberListsService } from './members/member-lists.service.js';
import { MemberNotesRepository } from './members/member-notes.repository.js';
import { membersOperatorRoutes } from './members/members-operator.routes.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { RiskCaseRaiser } from './risk-cases/risk-case-consumer.js';
import { RiskCasesRepository } from './risk-cases/risk-cases.repository.js';
import { riskCasesRoutes } from './risk-cases/risk-cases.routes.js';
import { RiskCasesService } from './risk-cases/risk-cases.service.js';
import { RiskFiguresRepository } from './risk-cases/risk-figures.repository.js';
import { RiskRulesService } from './risk-cases/risk-rules.service.js';
import { ReportsService } from './reports/reports.service.js';
import { StaffRepository } from './staff/staff.repository.js';
import { staffRoutes } from './staff/staff.routes.js';
import type { MemberProfileService } from '../accounts/member-info/member-profile.service.js';
import { staffSessionRoutes } from './staff/staff-session.routes.js';
import { StaffSessionService } from './staff/staff-session.service.js';
import { StaffService } from './staff/staff.service.js';

export interface BackofficeDeps {
  config: Pick<Config, 'LOGIN_CAPTCHA_AFTER' | 'LOGIN_LOCK_AFTER' | 'LOGIN_IP_LOCK_AFTER'>;
  db: DB;
  platform: Pick<
    Platform,
    'shortLived' | 'passwords' | 'audit' | 'members' | 'ledger' | 'settings' | 'events'
  >;
  /** The member sessions of accounts: the member desk ends them and reads the login history. */
  sessions: SessionService;
  /** The member's profile fields (accounts' member-info), for the member page. */
  memberProfiles: Pick<MemberProfileService, 'storedProfile'>;
  /** The personal messages of content's operator-messages module. */
  operatorMessages: Pick<OperatorMessagesService, 'sendToMember'>;
}

/**
 * The operators' own side: staff accounts, their two-step sign-in (password, then the second
 * factor; failures counted like members') and sessions, the audit trail they read, the console's
 * dashboard and its member desk. The desk reads each kind of record through the repository of
 * the module that owns it.
 */
export function buildBackofficeArea({
  config,
  db,
  platform,
  sessions,
  memberProfiles,
  operatorMessages,
}: BackofficeDeps) {
  const { passwords, audit, members, ledger, settings } = platform;
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
  const dashboard = new DashboardService(new DashboardRepository(db), settings);
  const notes = new MemberNotesRepository(db);
  const memberDesk = new MemberDeskService({
    directory: new MemberDirectoryRepository(db),
    members,
    ledger,
    sessions,
    bankCards: new BankCardsRepository(db),
    profiles: memberProfiles,
  });
  const memberLists = new MemberListsService({
    ledger,
    sessions,
    deposits: new DepositsRepository(db),
    withdrawals: new WithdrawalsRepository(db),
    bets: new BetRecordsRepository(db),
    bonuses: new BonusesRepository(db),
    notes,
  });
  const memberActions = new MemberActionsService({
    db,
    members,
    sessions,
    messages: operatorMessages,
    notes,
    audit,
  });
  const adjustments = new AdjustmentsService({
    db,
    repository: new AdjustmentsRepository(db),
    ledger,
    members,
    settings,
    audit,
  });
  const reports = new ReportsService({
    repository: new ReportsRepository(db),
    figures: new DashboardRepository(db),
    settings,
  });
  // Money-pattern cases (decision 054): the risk-cases consumer follows money and account events.
  const riskRepository = new RiskCasesRepository(db);
  const riskRules = new RiskRulesService({ db, repository: riskRepository, audit });
  const riskCases = new RiskCasesService({ db, repository: riskRepository, audit });
  platform.events.register(
    new RiskCaseRaiser({
      cases: riskRepository,
      figures: new RiskFiguresRepository(),
      rules: riskRules,
    }).consumer(),
  );
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(staffSessionRoutes, { sessions: staffAuth, factor: staffFactor });
    await app.register(staffRoutes, { staff });
    await app.register(auditRoutes, { audit });
    await app.register(dashboardRoutes, { dashboard });
    await app.register(membersOperatorRoutes, { desk: memberDesk, actions: memberActions });
    await app.register(memberListsRoutes, { desk: memberDesk, lists: memberLists });
    await app.register(adjustmentsRoutes, { adjustments });
    await app.register(reportsRoutes, { reports });
    await app.register(riskCasesRoutes, { cases: riskCases, rules: riskRules });
  };
  return {
    services: {
      staffAuth,
      staffFactor,
      staff,
      dashboard,
      memberDesk,
      memberLists,
      memberActions,
      adjustments,
      riskCases,
      riskRules,
    },
    routes,
  };
}
