import { BetRecordsRepository } from '../../games/bet-records/bet-records.repository.js';
import type { AgencyServiceDeps } from '../agency-deps.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { AgentAnnouncementsRepository } from './agent-announcements.repository.js';
import { AgentAnnouncementsService } from './agent-announcements.service.js';
import { IncomeRepository } from './income.repository.js';
import { IncomeService } from './income.service.js';
import { TeamBetsService } from './team-bets.service.js';
import { TeamLookupRepository } from './team-lookup.repository.js';
import { TeamRoundTotalsRepository } from './team-round-totals.repository.js';
import { TeamTransactionsRepository } from './team-transactions.repository.js';
import { TeamTransactionsService } from './team-transactions.service.js';

export interface TeamRecordServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
}

/**
 * Team betting, transaction details, my income and agent announcements. Each list scopes itself
 * to the agent's downline in its own SQL (a join or a sub-select on agency_tree with the agent as
 * ancestor); team betting's `teamOf` names one member, looked up within the agent's downline.
 */
export function createTeamRecordServices({ db, audit }: TeamRecordServiceDeps) {
  const lookup = new TeamLookupRepository(db);
  return {
    teamBets: new TeamBetsService(
      new BetRecordsRepository(db),
      lookup,
      new TeamRoundTotalsRepository(db),
    ),
    teamTransactions: new TeamTransactionsService(new TeamTransactionsRepository(db), lookup),
    agentIncome: new IncomeService(new IncomeRepository(db), lookup),
    agentAnnouncements: new AgentAnnouncementsService({
      db,
      repository: new AgentAnnouncementsRepository(db),
      audit,
    }),
  };
}

export type TeamRecordServices = ReturnType<typeof createTeamRecordServices>;
