import type { AgencyServiceDeps } from '../agency-services.js';
import type { AgencyScope } from '../agency-scope.js';
import type { AgencyTree } from '../reports/agency-tree.js';

export interface TeamMemberServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
  tree: AgencyTree;
}

/** Register account, downline management, transfers to downlines, operator moves. */
export function createTeamMemberServices(_deps: TeamMemberServiceDeps) {
  return {};
}
