import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import { betRecordsRoutes } from './games/bet-records/bet-records.routes.js';
import { seamlessRoutes } from './games/seamless/seamless.routes.js';
import { gameLaunchRoutes } from './games/game-launch/game-launch.routes.js';
import { gamesRoutes } from './games/catalogue/games.routes.js';
import { memberGamesRoutes } from './games/catalogue/member-games.routes.js';
import { houseGamesRoutes } from './games/house-games/house-games.routes.js';

/** The routes of the games modules (catalogue, launch, seamless wallet, house provider, records). */
export async function registerGameRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(betRecordsRoutes, { service: services.betRecords });
  await app.register(gamesRoutes, { service: services.games });
  await app.register(memberGamesRoutes, { service: services.memberGames });
  await app.register(seamlessRoutes, {
    providers: services.gameProviders,
    seamless: services.seamless,
    settlement: services.seamlessSettlement,
  });
  await app.register(gameLaunchRoutes, { launches: services.gameLaunches });
  await app.register(houseGamesRoutes, { house: services.houseGames });
  void app;
  void services;
}
