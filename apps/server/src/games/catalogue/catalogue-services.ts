import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import { GameMenusRepository } from '../game-menus/game-menus.repository.js';
import { GameMenusService } from '../game-menus/game-menus.service.js';
import type { WhitelabelService } from '../../content/whitelabel/whitelabel.service.js';
import { GameActivityRepository } from './game-activity.repository.js';
import { GamePresenter } from './game-presenter.js';
import { GamesRepository } from './games.repository.js';
import { GamesService } from './games.service.js';
import { GamesOperatorRepository } from './games-operator.repository.js';
import { GamesOperatorService } from './games-operator.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { IconUrls, type ImageCdnSource } from './icon-urls.js';
import { MemberGamesRepository } from './member-games.repository.js';
import { MemberGamesService } from './member-games.service.js';

export interface CatalogueDeps {
  config: Pick<Config, 'PUBLIC_ASSETS_BASE' | 'LIST_CACHE_MS'>;
  db: DB;
  /** The console's changes to vendors and games are audited. */
  audit: Pick<AuditLog, 'record'>;
  whitelabel: WhitelabelService;
  cdnOrigins: ImageCdnSource;
  /** The content version cached catalogue answers are tagged with (decision 022). */
  contentVersions: ContentVersionSource;
}

/**
 * The catalogue's services. `gamesRepository` (findByNodeId), `games.popular` and `gameIcons`
 * are what the launch and the betting records use.
 */
export function createCatalogueServices({
  config,
  db,
  audit,
  whitelabel,
  cdnOrigins,
  contentVersions,
}: CatalogueDeps) {
  const gamesRepository = new GamesRepository(db);
  const memberGamesRepository = new MemberGamesRepository(db);
  const activity = new GameActivityRepository(db);
  const gameIcons = new IconUrls(cdnOrigins, config.PUBLIC_ASSETS_BASE);
  const presenter = new GamePresenter(gameIcons, memberGamesRepository);
  const menus = new GameMenusService({
    repository: new GameMenusRepository(db),
    whitelabel,
    assetsBase: config.PUBLIC_ASSETS_BASE,
    cdns: cdnOrigins,
    versions: contentVersions,
  });
  return {
    gamesRepository,
    gameIcons,
    // One instance, so /lgw/games/game_menus and GCSGAME_gameVendor share what it reads.
    gameMenus: menus,
    games: new GamesService({
      games: gamesRepository,
      activity,
      presenter,
      versions: contentVersions,
      listCacheMs: config.LIST_CACHE_MS,
    }),
    gamesOperator: new GamesOperatorService({
      db,
      repository: new GamesOperatorRepository(db),
      audit,
    }),
    memberGames: new MemberGamesService({
      games: gamesRepository,
      members: memberGamesRepository,
      activity,
      presenter,
      icons: gameIcons,
      menus,
    }),
  };
}
