import type { AgencyServiceDeps } from '../agency-services.js';
import type { AgencyScope } from '../agency-scope.js';
import { AgencyTree } from './agency-tree.js';

export interface ReportServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
}

/** The daily figures (kept from domain events), the team overview and profit and loss. */
export function createReportServices({ db }: ReportServiceDeps) {
  return { agencyTree: new AgencyTree(db) };
}
