import { EventOutbox } from '../../platform/events/event-outbox.js';
import { RegistrationRepository } from '../../accounts/registration/registration.repository.js';
import type { AgencyServiceDeps } from '../agency-deps.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import type { AgencyTree } from '../reports/agency-tree.js';
import { AgencyOperatorService } from './agency-operator.service.js';
import { DownlineTransferService } from './downline-transfer.service.js';
import { DownlineService } from './downline.service.js';
import { RegisterDownlineService } from './register-downline.service.js';
import { TeamMembersRepository } from './team-members.repository.js';

export interface TeamMemberServiceDeps extends AgencyServiceDeps {
  scope: AgencyScope;
  tree: AgencyTree;
}

/** Register account, downline management, transfers to downlines, operator moves. */
export function createTeamMemberServices(deps: TeamMemberServiceDeps) {
  const { db, scope } = deps;
  const repository = new TeamMembersRepository(db, deps.members);
  return {
    registerDownline: new RegisterDownlineService({
      config: deps.config,
      db,
      members: deps.members,
      registration: deps.registration,
      registrations: new RegistrationRepository(db, deps.members),
      repository,
      outbox: new EventOutbox(db),
      hasher: deps.hasher,
    }),
    downlines: new DownlineService({
      db,
      scope,
      repository,
      sessions: deps.sessions,
      saferPlay: deps.saferPlay,
    }),
    downlineTransfer: new DownlineTransferService({
      scope,
      repository,
      ledger: deps.ledger,
      settings: deps.settings,
      paymentPassword: deps.paymentPassword,
    }),
    agencyOperator: new AgencyOperatorService({
      db,
      tree: deps.tree,
      repository,
      audit: deps.audit,
      sessions: deps.sessions,
    }),
  };
}

export type TeamMemberServices = ReturnType<typeof createTeamMemberServices>;
