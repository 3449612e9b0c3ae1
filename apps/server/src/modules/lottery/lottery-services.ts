import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { AuditLog } from '../staff/audit-log.js';
import { LotterySettingsReader } from './lottery-settings.js';

export interface LotteryServiceDeps {
  config: Pick<Config, 'NODE_ENV'>;
  db: DB;
  audit: AuditLog;
  jobs: JobRunner;
  // TICKETS: add what createTicketServices needs here (wallet, events, ...).
}

/**
 * The house lottery (decisions 033 and 035): the settings, the draws (materialized and drawn on
 * the job runner, results from a feed or two operators), the public and member calls, and the
 * tickets module on top.
 */
export function createLotteryServices(deps: LotteryServiceDeps) {
  const lotterySettings = new LotterySettingsReader(deps.db);

  // ---- TICKETS: createTicketServices({ db, settings: lotterySettings, ... }) goes here, and
  // ---- its services join the returned object below. -------------------------------------
  const ticketServices = {};

  return { lotterySettings, ...ticketServices };
}
