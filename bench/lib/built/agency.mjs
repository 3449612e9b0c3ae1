// The built server's agency area as the scenarios use it: the contract figures consumer, the
// contract settlement, the report figures' rebuild and check, and the team transactions' reads. Their apps/server/dist paths live here only.
export {
  applyContractFigures,
  CONTRACT_FIGURE_EVENTS,
  CONTRACT_FIGURES_CONSUMER,
} from '../../../apps/server/dist/agency/contracts/contract-figures.js';
export { ContractSettlement } from '../../../apps/server/dist/agency/contracts/settlement.js';
export {
  checkAgencyFigures,
  rebuildAgencyFigures,
} from '../../../apps/server/dist/agency/reports/figures-rebuild.js';
export { importAgency } from '../../../apps/server/dist/agency/scope/agency-import.js';
export { TeamTransactionsRepository } from '../../../apps/server/dist/agency/team-records/team-transactions.repository.js';
