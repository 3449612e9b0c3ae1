import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { DrawRunner } from './draws/draw-runner.js';
import { DrawsOperatorService } from './draws/draws-operator.service.js';
import { DrawsRepository } from './draws/draws.repository.js';
import { DrawMaterializer } from './draws/materializer.js';
import { resultsFeed } from './draws/results-feed.js';
import { LotterySettingsReader } from './lottery-settings.js';
import { LotteryService } from './lottery.service.js';
import { createTicketServices, type TicketServiceDeps } from './tickets/ticket-services.js';

export interface LotteryServiceDeps {
  config: Pick<Config, 'LOTTERY_RESULTS_FEED'>;
  db: DB;
  audit: AuditLog;
  jobs: JobRunner;
  // TICKETS: add what createTicketServices needs here (wallet, events, ...).
  tickets: Pick<TicketServiceDeps, 'config' | 'providerHttp'>;
}

/**
 * The house lottery (decisions 033 and 035): the settings, the draws (materialized and drawn on
 * the job runner, results from a feed or two operators), the public and member calls, and the
 * tickets module on top.
 */
export function createLotteryServices(deps: LotteryServiceDeps) {
  const { db, audit } = deps;
  const settings = new LotterySettingsReader(db);
  const lotterySettings = settings;
  const draws = new DrawsRepository(db);
  const feed = resultsFeed(deps.config.LOTTERY_RESULTS_FEED);
  const lotteryMaterializer = new DrawMaterializer(draws, settings);
  const lotteryDraws = new DrawRunner(draws, lotteryMaterializer, feed);
  deps.jobs.addPass((now) => lotteryDraws.pass(now));
  const lottery = new LotteryService({ draws, settings });
  const lotteryDrawsOperator = new DrawsOperatorService({
    db,
    repository: draws,
    runner: lotteryDraws,
    feed,
    settings,
    audit,
  });

  // ---- TICKETS: createTicketServices({ db, settings: lotterySettings, ... }) goes here, and
  // ---- its services join the returned object below. -------------------------------------
  const ticketServices = createTicketServices({
    ...deps.tickets,
    db: deps.db,
    settings: lotterySettings,
    jobs: deps.jobs,
    audit: deps.audit,
  });

  return {
    lotterySettings,
    lottery,
    lotteryDraws,
    lotteryMaterializer,
    lotteryDrawsOperator,
    ...ticketServices,
  };
}
