import type { DB } from '../../db/database.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { RewardTicketsService } from '../rewards/reward-tickets.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { MISSION_EVENT_TYPES, MissionTracker } from './mission-tracker.js';
import { MissionsOperatorService } from './missions-operator.service.js';
import { MissionProgressRepository } from './mission-progress.repository.js';
import { MissionsRepository } from './missions.repository.js';
import { MissionsService } from './missions.service.js';

export interface MissionServiceDeps {
  db: DB;
  ledger: Pick<LedgerService, 'transfer'>;
  bonuses: Pick<BonusService, 'issue'>;
  tickets: Pick<RewardTicketsService, 'grant'>;
  audit: AuditLog;
  events: EventDispatcher;
}

/**
 * Missions (decision 030) with their event consumer (ARCHITECTURE section 10): the mission
 * tracker measures deposits, settled bets, sign-ins and invited friends' first deposits.
 */
export function createMissionServices({
  db,
  ledger,
  bonuses,
  tickets,
  audit,
  events,
}: MissionServiceDeps) {
  const repository = new MissionsRepository(db);
  const progress = new MissionProgressRepository(db);
  const tracker = new MissionTracker(repository, progress);
  events.register({
    name: 'mission-tracker',
    types: MISSION_EVENT_TYPES,
    handle: (event, trx) => tracker.handle([event], trx),
    handleBatch: (batch, trx) => tracker.handle(batch, trx),
  });
  const missions = new MissionsService({ db, repository, progress, ledger, bonuses, tickets });
  const missionsOperator = new MissionsOperatorService({ db, repository, progress, audit });
  return { missions, missionsOperator };
}
