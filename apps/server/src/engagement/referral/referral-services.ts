import type { DB } from '../../db/database.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { RecurringJobs } from '../../platform/jobs/recurring.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { ReferralOperatorService } from './referral-operator.service.js';
import { REFERRAL_EVENT_TYPES, ReferralTracker } from './referral-tracker.js';
import type { ReferralRepository } from './referral.repository.js';

export interface ReferralServiceDeps {
  db: DB;
  repository: ReferralRepository;
  ledger: LedgerService;
  bonuses: Pick<BonusService, 'issue'>;
  notices: Pick<NoticesService, 'notify'>;
  members: Pick<MembersRepository, 'findByAccount'>;
  audit: AuditLog;
  events: EventDispatcher;
  jobs: JobRunner;
}

/**
 * The operator's side of invite friends and its event consumer (ARCHITECTURE section 10): the
 * referral tracker binds friends on registration and follows their deposits and bets. The
 * member's side (ReferralService) is made earlier, as registration asks it about codes.
 */
export function createReferralServices(deps: ReferralServiceDeps) {
  const { db, repository, ledger, bonuses, notices, members, audit, events } = deps;
  const tracker = new ReferralTracker({ repository, bonuses, ledger, notices });
  events.register({
    name: 'referral-tracker',
    types: REFERRAL_EVENT_TYPES,
    handle: (event, trx) => tracker.handle([event], trx),
    handleBatch: (batch, trx) => tracker.handle(batch, trx),
  });
  const referralOperator = new ReferralOperatorService({ db, repository, members, audit });
  // Friends whose window closed short of the turnover are judged without waiting for a bet.
  const referralJobs = new RecurringJobs(deps.jobs, [
    {
      kind: 'referral.window-sweep',
      everyMs: 3_600_000,
      run: async ({ now }) => void (await tracker.sweepClosedWindows(now)),
    },
  ]);
  return { referralOperator, referralJobs, referralTracker: tracker };
}
