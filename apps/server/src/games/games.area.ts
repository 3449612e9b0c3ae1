import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { TurnoverService } from '../cashier/turnover/turnover.service.js';
import type { AutoTransfer } from '../cashier/wallet/auto-transfer.js';
import type { WhitelabelService } from '../content/whitelabel/whitelabel.service.js';
import type { Platform } from '../platform/platform.js';
import { BetRecordsRepository } from './bet-records/bet-records.repository.js';
import { betRecordsRoutes } from './bet-records/bet-records.routes.js';
import { BetRecordsService } from './bet-records/bet-records.service.js';
import { createCatalogueServices } from './catalogue/catalogue-services.js';
import { gamesRoutes } from './catalogue/games.routes.js';
import { gamesOperatorRoutes } from './catalogue/games-operator.routes.js';
import { memberGamesRoutes } from './catalogue/member-games.routes.js';
import { GameLaunchRepository } from './game-launch/game-launch.repository.js';
import { gameLaunchRoutes } from './game-launch/game-launch.routes.js';
import { GameLaunchService } from './game-launch/game-launch.service.js';
import { LaunchCdns } from './game-launch/launch-cdns.js';
import { gameMenusRoutes } from './game-menus/game-menus.routes.js';
import { createHouseServices } from './house-games/house-services.js';
import { houseGamesRoutes } from './house-games/house-games.routes.js';
import { createLotteryServices } from './lottery/lottery-services.js';
import { lotteryRoutes } from './lottery/lottery.routes.js';
import { ProviderHttp } from './seamless/provider-http.js';
import { createSeamlessServices } from './seamless/seamless-services.js';
import { seamlessRoutes } from './seamless/seamless.routes.js';
import type { PlayGate } from '../accounts/safer-play/play-gate.js';

export interface GamesDeps {
  config: Pick<
    Config,
    | 'SESSION_CACHE_MS'
    | 'GAME_PROVIDERS'
    | 'HOUSE_PROVIDER_SECRET'
    | 'INTERNAL_BASE_URL'
    | 'PUBLIC_ASSETS_BASE'
    | 'LIST_CACHE_MS'
    | 'LOTTERY_RESULTS_FEED'
  >;
  db: DB;
  platform: Pick<
    Platform,
    | 'ledger'
    | 'jobs'
    | 'audit'
    | 'outbox'
    | 'pubsub'
    | 'shortLived'
    | 'cdnOrigins'
    | 'contentVersions'
  >;
  /** The site's modules (content area): which game lists are switched on. */
  whitelabel: WhitelabelService;
  /** Settled bets count towards the turnover a withdrawal waits for (cashier area). */
  turnover: TurnoverService;
  /** Money into a transfer-wallet game at launch and back out after (cashier area). */
  autoTransfer: AutoTransfer;
  /** Breaks and loss and wager limits, checked with every stake (accounts area). */
  playGate: PlayGate;
}

/**
 * Games: the catalogue and its menus, launches, the seamless wallet the providers call, the
 * built-in house provider and its lottery, and the betting records.
 */
export function buildGamesArea({
  config,
  db,
  platform,
  whitelabel,
  turnover,
  autoTransfer,
  playGate,
}: GamesDeps) {
  const { ledger, jobs } = platform;
  // Provider and wallet calls go over HTTP; tests route them through app.inject instead.
  const providerHttp = new ProviderHttp();
  const betRecords = new BetRecordsService(new BetRecordsRepository(db));
  const seamless = createSeamlessServices({
    config,
    db,
    ledger,
    turnover,
    providerHttp,
    pubsub: platform.pubsub,
    outbox: platform.outbox,
    gate: playGate,
  });
  const catalogue = createCatalogueServices({
    config,
    db,
    audit: platform.audit,
    whitelabel,
    cdnOrigins: platform.cdnOrigins,
    contentVersions: platform.contentVersions,
  });
  const launchCdns = new LaunchCdns(platform.cdnOrigins);
  const gameLaunches = new GameLaunchService({
    db,
    repository: new GameLaunchRepository(db),
    games: catalogue.gamesRepository,
    catalogue: catalogue.games,
    whitelabel,
    providers: seamless.gameProviders,
    autoTransfer,
    launchCdns,
  });
  const houseGames = createHouseServices({
    config,
    db,
    providerHttp,
    jobs,
    store: platform.shortLived,
  });
  // The house lottery (decisions 033 and 035): draws and tickets on the job runner; tickets
  // move money through the house provider's wallet calls.
  const lottery = createLotteryServices({
    config,
    db,
    audit: platform.audit,
    jobs,
    tickets: { config, providerHttp },
  });
  const services = {
    houseGames,
    betRecords,
    providerHttp,
    ...seamless,
    gameLaunches,
    launchCdns,
    ...catalogue,
    ...lottery,
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(gameMenusRoutes, { service: catalogue.gameMenus });
    await app.register(lotteryRoutes, { services: lottery });
    await app.register(betRecordsRoutes, { service: betRecords });
    await app.register(gamesRoutes, { service: catalogue.games });
    await app.register(gamesOperatorRoutes, { service: catalogue.gamesOperator });
    await app.register(memberGamesRoutes, { service: catalogue.memberGames });
    await app.register(seamlessRoutes, {
      providers: seamless.gameProviders,
      seamless: seamless.seamless,
      settlement: seamless.seamlessSettlement,
      credits: seamless.seamlessCredits,
      debits: seamless.seamlessDebits,
    });
    await app.register(gameLaunchRoutes, { launches: gameLaunches });
    await app.register(houseGamesRoutes, { house: houseGames });
  };
  return { services, routes };
}
