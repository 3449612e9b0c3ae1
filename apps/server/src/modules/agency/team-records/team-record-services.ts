import type { AgencyServiceDeps } from '../agency-services.js';
import type { AgencyScope } from '../agency-scope.js';

export interface TeamRecordServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
}

/** Team betting, transaction details, my income and agent announcements. */
export function createTeamRecordServices(_deps: TeamRecordServiceDeps) {
  return {};
}
