import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { AnnouncementsRepository } from './modules/announcements/announcements.repository.js';
import { AnnouncementsService } from './modules/announcements/announcements.service.js';
import { AppResourcesRepository } from './modules/app-resources/app-resources.repository.js';
import { AppResourcesService } from './modules/app-resources/app-resources.service.js';
import { BannersRepository } from './modules/banners/banners.repository.js';
import { BannersService } from './modules/banners/banners.service.js';
import { CustomerServiceRepository } from './modules/customer-service/customer-service.repository.js';
import { CustomerServiceService } from './modules/customer-service/customer-service.service.js';
import { DomainRoutesRepository } from './modules/domain-routes/domain-routes.repository.js';
import { DomainRoutesService } from './modules/domain-routes/domain-routes.service.js';
import { GameMenusRepository } from './modules/game-menus/game-menus.repository.js';
import { GameMenusService } from './modules/game-menus/game-menus.service.js';
import { HealthRepository } from './modules/health/health.repository.js';
import { HealthService } from './modules/health/health.service.js';
import { HelpCenterRepository } from './modules/help-center/help-center.repository.js';
import { HelpCenterService } from './modules/help-center/help-center.service.js';
import { RegistrationRepository } from './modules/registration/registration.repository.js';
import { RegistrationService } from './modules/registration/registration.service.js';
import { CdnOrigins } from './modules/settings/cdn-origins.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { SystemStatusService } from './modules/system-status/system-status.service.js';
import { WhitelabelRepository } from './modules/whitelabel/whitelabel.repository.js';
import { WhitelabelService } from './modules/whitelabel/whitelabel.service.js';
import { MembersRepository } from './modules/members/members.repository.js';
import { PasswordHasher } from './lib/password-hasher.js';
import { MemoryStore, RedisStore } from './lib/short-lived-store.js';

export interface ServiceDeps {
  config: Config;
  db: DB;
  redis?: Redis | null;
  onHealthFailure?: (dependency: string, error: unknown) => void;
}

/** Wires repositories into services once; the app and the admin command share this. */
export function createServices({ config, db, redis = null, onHealthFailure }: ServiceDeps) {
  const settings = new SettingsService(new SettingsRepository(db));
  const status = new SystemStatusService(settings);
  const customerService = new CustomerServiceService(new CustomerServiceRepository(db));
  const appResources = new AppResourcesService(new AppResourcesRepository(db), settings);
  const whitelabel = new WhitelabelService({
    repository: new WhitelabelRepository(db),
    settings,
    status,
    customerService,
    appResources,
    config,
  });
  // Account modules share these: codes, captchas and counters live in Redis when configured.
  const shortLived = redis ? new RedisStore(redis) : new MemoryStore();
  const passwords = new PasswordHasher(config);
  const members = new MembersRepository(db);
  return {
    shortLived,
    passwords,
    members,
    settings,
    status,
    customerService,
    appResources,
    whitelabel,
    cdnOrigins: new CdnOrigins(settings, config),
    registration: new RegistrationService(new RegistrationRepository(db)),
    announcements: new AnnouncementsService(new AnnouncementsRepository(db)),
    helpCenter: new HelpCenterService(new HelpCenterRepository(db)),
    domainRoutes: new DomainRoutesService(new DomainRoutesRepository(db)),
    gameMenus: new GameMenusService(
      new GameMenusRepository(db),
      whitelabel,
      config.PUBLIC_ASSETS_BASE,
    ),
    banners: new BannersService(new BannersRepository(db), config.PUBLIC_ASSETS_BASE),
    health: new HealthService(new HealthRepository(db), redis, onHealthFailure),
  };
}

export type Services = ReturnType<typeof createServices>;
