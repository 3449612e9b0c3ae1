import type { Config } from '../../../config.js';
import type { DB } from '../../../db/database.js';
import { HouseWalletClient } from '../../house-games/wallet-client.js';
import type { JobRunner } from '../../../platform/jobs/job-runner.js';
import { RecurringJobs } from '../../../platform/jobs/recurring.js';
import type { ProviderHttp } from '../../seamless/provider-http.js';
import type { AuditLog } from '../../../platform/audit/audit-log.js';
import type { LotterySettingsReader } from '../lottery-settings.js';
import { TicketDeskRepository } from './ticket-desk.repository.js';
import { TicketDeskService } from './ticket-desk.service.js';
import { PlacementBatches } from './ticket-batches.js';
import { TicketBatchesRepository } from './ticket-batches.repository.js';
import { TicketPlacementService } from './ticket-placement.service.js';
import { TicketRefunds } from './ticket-refunds.js';
import { TicketSessions } from './ticket-sessions.js';
import { TicketSettlementService } from './ticket-settlement.service.js';
import { TicketWallet } from './ticket-wallet.js';
import { TicketsService } from './tickets.service.js';
import { TicketsRepository } from './tickets.repository.js';

export const SETTLE_JOB = 'lottery.tickets.settle';
export const SWEEP_JOB = 'lottery.tickets.sweep';
const SETTLE_EVERY_MS = 10_000;
const SWEEP_EVERY_MS = 60_000;

export interface TicketServiceDeps {
  config: Pick<Config, 'HOUSE_PROVIDER_SECRET' | 'INTERNAL_BASE_URL'>;
  db: DB;
  settings: Pick<LotterySettingsReader, 'get'>;
  providerHttp: ProviderHttp;
  jobs: JobRunner;
  audit: AuditLog;
}

/**
 * The lottery's tickets (decision 035): placement with its limits, the member's list, and
 * settlement and refunds on the job runner, all money through the house provider's signed calls
 * to the seamless wallet.
 */
export function createTicketServices(deps: TicketServiceDeps) {
  const repository = new TicketsRepository(deps.db);
  const wallet = new TicketWallet(
    new HouseWalletClient(deps.providerHttp, {
      baseUrl: deps.config.INTERNAL_BASE_URL,
      secret: deps.config.HOUSE_PROVIDER_SECRET,
    }),
  );
  const refunds = new TicketRefunds(repository, wallet);
  const settlement = new TicketSettlementService({
    repository,
    settings: deps.settings,
    wallet,
    refunds,
  });
  const ticketJobs = new RecurringJobs(deps.jobs, [
    {
      kind: SETTLE_JOB,
      everyMs: SETTLE_EVERY_MS,
      run: async ({ now }) => void (await settlement.run(now)),
    },
    {
      kind: SWEEP_JOB,
      everyMs: SWEEP_EVERY_MS,
      run: async ({ now }) => void (await settlement.sweepPlacements(now)),
    },
  ]);
  return {
    lotteryTickets: new TicketsService({
      repository,
      audit: deps.audit,
      settlement,
      placement: new TicketPlacementService({
        repository,
        batches: new PlacementBatches({
          tickets: repository,
          batches: new TicketBatchesRepository(deps.db),
          settings: deps.settings,
          wallet,
        }),
        settings: deps.settings,
        sessions: new TicketSessions(deps.db),
        refunds,
      }),
    }),
    lotteryTicketSettlement: settlement,
    lotteryTicketDesk: new TicketDeskService({
      tickets: repository,
      desk: new TicketDeskRepository(deps.db),
      settings: deps.settings,
    }),
    /** Call once the app is ready: schedules the settlement and sweep slots. */
    lotteryTicketJobs: ticketJobs,
  };
}

export type TicketServices = ReturnType<typeof createTicketServices>;
