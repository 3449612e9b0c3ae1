import type { ConsolidatedFunds } from '@portal/shared/schemas/wallet';
import type { AgentFeature, Badges } from '../../components/centre/centre-menu';

/**
 * The agent-centre features the consolidated contract flags switch on (spec section 3): a kind's
 * page shows when its info flag is above 0 (1: on for the site, 2: the member holds one).
 */
export function contractFeatures(
  funds: ConsolidatedFunds | undefined,
): Partial<Record<AgentFeature, boolean>> {
  if (!funds) return {};
  return {
    contract: funds.divinfotype > 0,
    salary: funds.dailysalinfotype > 0,
    hourlySalary: funds.contracthourinfotype > 0,
    realtimeSalary: funds.realtimesalinfotype > 0,
  };
}

/**
 * The menu's dots: a kind's request flag (1: an offer, 2: a termination or new terms) is above 0
 * while something waits for this agent's answer.
 */
export function contractBadges(funds: ConsolidatedFunds | undefined): Badges {
  if (!funds) return {};
  return {
    dividendRequest: funds.divtypereq,
    salaryRequest: funds.dailysalreqtype,
    hourlyRequest: funds.contracthoursalreq,
    realtimeRequest: funds.realtimesalreqtype,
  };
}
