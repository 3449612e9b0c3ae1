import type { Config } from './config.js';
import type { DB } from './db/database.js';
import type { MembersRepository } from './platform/members/members.repository.js';
import type { SettingsService } from './platform/settings/settings.service.js';
import type { WhitelabelService } from './content/whitelabel/whitelabel.service.js';
import type { CdnOrigins } from './platform/settings/cdn-origins.js';
import type { createCashierServices } from './cashier-services.js';
import { ProviderHttp } from './games/seamless/provider-http.js';
import { createSeamlessServices } from './games/seamless/seamless-services.js';
import { GameLaunchRepository } from './games/game-launch/game-launch.repository.js';
import { GameLaunchService } from './games/game-launch/game-launch.service.js';
import { BetRecordsRepository } from './games/bet-records/bet-records.repository.js';
import { BetRecordsService } from './games/bet-records/bet-records.service.js';
import { createCatalogueServices } from './games/catalogue/catalogue-services.js';
import { createHouseServices } from './games/house-games/house-services.js';
import type { PubSub } from './lib/pubsub.js';
import type { ShortLivedStore } from './platform/short-lived/short-lived-store.js';
import type { ContentVersionSource } from './platform/content-versions/content-versions.js';

export interface GameServiceDeps {
  config: Config;
  db: DB;
  members: MembersRepository;
  settings: SettingsService;
  whitelabel: WhitelabelService;
  cdnOrigins: CdnOrigins;
  cashier: ReturnType<typeof createCashierServices>;
  /** Shared short-lived values (Redis when configured): the house provider's launch exits. */
  shortLived: ShortLivedStore;
  /** The content version the catalogue's cached answers are tagged with (decision 022). */
  contentVersions: ContentVersionSource;
  /** Instances tell each other of revoked sessions through it. */
  pubsub: PubSub;
}

/**
 * Games: the catalogue and its lists, launches, the seamless wallet, the built-in house provider
 * and the betting records.
 */
export function createGameServices(deps: GameServiceDeps) {
  // Provider and wallet calls go over HTTP; tests route them through app.inject instead.
  const providerHttp = new ProviderHttp();
  const betRecords = new BetRecordsService(new BetRecordsRepository(deps.db));
  const seamlessServices = createSeamlessServices({
    config: deps.config,
    db: deps.db,
    ledger: deps.cashier.ledger,
    turnover: deps.cashier.turnover,
    providerHttp,
    pubsub: deps.pubsub,
    outbox: deps.cashier.outbox,
  });
  const catalogue = createCatalogueServices(deps);
  const gameLaunches = new GameLaunchService({
    db: deps.db,
    repository: new GameLaunchRepository(deps.db),
    games: catalogue.gamesRepository,
    catalogue: catalogue.games,
    whitelabel: deps.whitelabel,
    providers: seamlessServices.gameProviders,
    autoTransfer: deps.cashier.autoTransfer,
  });
  const houseGames = createHouseServices({
    config: deps.config,
    db: deps.db,
    providerHttp,
    jobs: deps.cashier.jobs,
    store: deps.shortLived,
  });
  return { houseGames, betRecords, providerHttp, ...seamlessServices, gameLaunches, ...catalogue };
}
