import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { RecurringJobs } from '../../platform/jobs/recurring.js';
import type { ProviderHttp } from '../seamless/provider-http.js';
import { cryptoRandom, type RandomSource } from './engines/random.js';
import { HouseGamesRepository, type HouseRoundRow } from './house-games.repository.js';
import { HousePlayers } from './house-players.js';
import { HouseRounds, ROLLBACK_JOB, SETTLE_JOB } from './house-rounds.js';
import { HouseSessionService } from './house-session.service.js';
import { InstantGamesService } from './instant-games.service.js';
import { RouletteTableService } from './roulette-table.service.js';
import { HouseWalletClient } from './wallet-client.js';

export const SWEEP_JOB = 'house.rounds.sweep';
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_BATCH = 200;
/** A play takes seconds and a roulette round 15 s plus its settle job: this is left over. */
const ABANDONED_AFTER_MS = 2 * 60_000;

export interface HouseServiceDeps {
  config: Pick<Config, 'HOUSE_PROVIDER_SECRET' | 'INTERNAL_BASE_URL'>;
  db: DB;
  providerHttp: ProviderHttp;
  jobs: JobRunner;
  store: ShortLivedStore;
  random?: RandomSource;
}

/**
 * The built-in house provider (ARCHITECTURE section 6): its games, its round store and its
 * signed calls to the portal's seamless wallet. It shares the process, not the portal's tables.
 */
export function createHouseServices({
  config,
  db,
  providerHttp,
  jobs,
  store,
  random = cryptoRandom,
}: HouseServiceDeps) {
  const repository = new HouseGamesRepository(db);
  const wallet = new HouseWalletClient(providerHttp, {
    baseUrl: config.INTERNAL_BASE_URL,
    secret: config.HOUSE_PROVIDER_SECRET,
  });
  const players = new HousePlayers(wallet, repository);
  const rounds = new HouseRounds({ repository, wallet, jobs });
  const roulette = new RouletteTableService({ repository, players, rounds, jobs, random });

  /**
   * A round left open: a roulette round to close, a credit whose outcome was unknown, or (found
   * by the sweep) a round cut off before its outcome. Throws while the wallet's answer is unknown.
   */
  const settleOpen = async (row: HouseRoundRow, now: Date) => {
    if (row.engine === 'roulette') await roulette.close(row, now, 'job');
    else if (row.outcome !== null) await rounds.resendCredit(row);
    else await rounds.abandon(row);
  };
  jobs.register(SETTLE_JOB, async (payload, context) => {
    const row = await repository.findRound(String(payload.roundId));
    if (row?.state === 'open') await settleOpen(row, context.now);
  });
  jobs.register(ROLLBACK_JOB, (payload) => rounds.rollbackJob(payload));
  // A backstop for rounds whose own job never got scheduled (the process stopped mid-round).
  const sweeps = new RecurringJobs(jobs, [
    {
      kind: SWEEP_JOB,
      everyMs: SWEEP_EVERY_MS,
      run: async ({ now }) => {
        const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
        for (const row of await repository.abandonedRounds(before, SWEEP_BATCH)) {
          await settleOpen(row, now).catch((error: unknown) =>
            rounds.problem('left open', row, { error: (error as Error).message }),
          );
        }
      },
    },
  ]);

  return {
    /** What the portal signs its launch calls with. */
    launchSecret: config.HOUSE_PROVIDER_SECRET,
    rounds,
    roulette,
    /** Call once the app is ready: schedules the sweep's current slot. */
    sweeps,
    session: new HouseSessionService({ repository, players, store }),
    instant: new InstantGamesService({ repository, players, rounds, random }),
  };
}

export type HouseServices = ReturnType<typeof createHouseServices>;
