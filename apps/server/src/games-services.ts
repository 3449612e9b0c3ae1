import type { Config } from './config.js';
import type { DB } from './db/database.js';
import type { MembersRepository } from './modules/members/members.repository.js';
import type { SettingsService } from './modules/settings/settings.service.js';
import type { WhitelabelService } from './modules/whitelabel/whitelabel.service.js';
import type { CdnOrigins } from './modules/settings/cdn-origins.js';
import type { createCashierServices } from './cashier-services.js';
import { ProviderHttp } from './modules/seamless/provider-http.js';

export interface GameServiceDeps {
  config: Config;
  db: DB;
  members: MembersRepository;
  settings: SettingsService;
  whitelabel: WhitelabelService;
  cdnOrigins: CdnOrigins;
  cashier: ReturnType<typeof createCashierServices>;
}

/**
 * Games: the catalogue and its lists, launches, the seamless wallet, the built-in house provider
 * and the betting records.
 */
export function createGameServices(deps: GameServiceDeps) {
  // Provider and wallet calls go over HTTP; tests route them through app.inject instead.
  const providerHttp = new ProviderHttp();
  void deps;
  return { providerHttp };
}
