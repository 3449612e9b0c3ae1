import type { AgencyServiceDeps } from '../agency-deps.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { AgencyTree } from './agency-tree.js';
import { FIGURES_CONSUMER } from './figures-rebuild.js';
import { FIGURE_EVENT_TYPES, applyEventFigures, figuresOfEvents } from './figures-tracker.js';
import { ReportsRepository } from './reports.repository.js';
import { TeamLedgerCounter } from './ledger-days.js';
import { ROUND_DAYS_CONSUMER, ROUND_DAYS_EVENT_TYPES, countSettledRounds } from './round-days.js';
import { ReportsService } from './reports.service.js';

export interface ReportServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
}

/**
 * The daily figures, kept by the `agency-figures` event consumer (ARCHITECTURE sections 10 and
 * 13), the team round days kept by `team-round-days` (decision 074), the team ledger days kept
 * by the counter that follows the ledger chain (decision 075), the tree moves that carry them
 * along, and the team overview and profit and loss.
 */
export function createReportServices({ db, events, scope }: ReportServiceDeps) {
  events.register({
    name: FIGURES_CONSUMER,
    types: FIGURE_EVENT_TYPES,
    handle: (event, trx) => applyEventFigures(trx, figuresOfEvents([event])),
    handleBatch: (batch, trx) => applyEventFigures(trx, figuresOfEvents(batch)),
  });
  events.register({
    name: ROUND_DAYS_CONSUMER,
    types: ROUND_DAYS_EVENT_TYPES,
    handle: (event, trx) => countSettledRounds(trx, [event]),
    handleBatch: (batch, trx) => countSettledRounds(trx, batch),
  });
  return {
    agencyTree: new AgencyTree(db),
    teamLedgerCounter: new TeamLedgerCounter(db),
    agencyReports: new ReportsService({ repository: new ReportsRepository(db), scope }),
  };
}
