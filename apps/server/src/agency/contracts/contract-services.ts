import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import {
  applyContractFigures,
  CONTRACT_FIGURE_EVENTS,
  CONTRACT_FIGURES_CONSUMER,
} from './contract-figures.js';
import { ContractsConsoleService } from './contracts-console.service.js';
import { ContractsOperatorService } from './contracts-operator.service.js';
import { ContractsRepository } from './contracts.repository.js';
import { ContractsService } from './contracts.service.js';
import { SettlementRecords } from './settlement-records.js';
import { ContractSettlement } from './settlement.js';

export interface ContractServiceDeps {
  config: Pick<Config, 'CONTRACT_CLOSE_AHEAD'>;
  db: DB;
  scope: AgencyScope;
  ledger: LedgerService;
  audit: AuditLog;
  events: EventDispatcher;
  jobs: JobRunner;
  notices: Pick<NoticesService, 'notify'>;
}

/**
 * Agent contracts (decision 034): the `contract-figures` consumer books settled bets and
 * bonuses by slot, the settlement runs as a job-runner pass on every instance, and the contract
 * calls and the operator's calls sit on top.
 */
export function createContractServices(deps: ContractServiceDeps) {
  const { db, scope } = deps;
  deps.events.register({
    name: CONTRACT_FIGURES_CONSUMER,
    types: CONTRACT_FIGURE_EVENTS,
    handle: (event, trx) => applyContractFigures(trx, [event]),
    handleBatch: (batch, trx) => applyContractFigures(trx, batch),
  });
  const repository = new ContractsRepository(db);
  const settlement = new ContractSettlement({ db, ledger: deps.ledger });
  deps.jobs.addPass((now, signal) => settlement.pass(now, signal));
  const contracts = new ContractsService({
    db,
    repository,
    scope,
    records: new SettlementRecords(db, scope),
    notices: deps.notices,
  });
  const contractsOperator = new ContractsOperatorService({
    db,
    repository,
    contracts,
    settlement,
    audit: deps.audit,
    closeAhead: deps.config.CONTRACT_CLOSE_AHEAD,
    catchUp: async () => {
      // A few passes at most: what arrives meanwhile goes to the next open slot anyway.
      for (let pass = 0; pass < 10; pass += 1) {
        if ((await deps.events.runOnce()).handled === 0) return;
      }
    },
  });
  const contractsConsole = new ContractsConsoleService(db, repository);
  return { contracts, contractsOperator, contractsConsole, contractSettlement: settlement };
}
