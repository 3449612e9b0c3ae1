import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { inlineScriptHashes } from './lib/csp.js';
import { createLogger } from './lib/logger.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { appResourcesRoutes } from './modules/app-resources/app-resources.routes.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { customerServiceRoutes } from './modules/customer-service/customer-service.routes.js';
import { domainRoutesRoutes } from './modules/domain-routes/domain-routes.routes.js';
import { gameMenusRoutes } from './modules/game-menus/game-menus.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { helpCenterRoutes } from './modules/help-center/help-center.routes.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { systemStatusRoutes } from './modules/system-status/system-status.routes.js';
import { whitelabelRoutes } from './modules/whitelabel/whitelabel.routes.js';
import { registerErrorHandler } from './plugins/app/error-handler.js';
import { registerNotFound } from './plugins/app/not-found.js';
import { registerRequestLanguage } from './plugins/app/request-language.js';
import { readIndexHtml, registerWebSite } from './plugins/app/web-site.js';
import { registerHelmet } from './plugins/external/helmet.js';
import { registerRateLimit } from './plugins/external/rate-limit.js';
import { registerSwagger } from './plugins/external/swagger.js';
import { createServices, type Services } from './services.js';

export interface BuildAppOptions {
  config: Config;
  db: DB;
  logger?: FastifyBaseLogger;
  redis?: Redis | null;
}

export type App = FastifyInstance & { services: Services };

/** Builds the portal without listening: plugins external -> app -> modules. */
export async function buildApp({
  config,
  db,
  logger,
  redis = null,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    // Fastify accepts a hop count too, though its types only list the other forms.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    config,
    db,
    redis,
    onHealthFailure: (dependency, error) =>
      app.log.error({ err: error, dependency }, 'health check failed'),
  });
  app.decorate('services', services);
  const indexHtml = readIndexHtml(config.WEB_DIST);

  // App-wide behaviour first, so every later hook and route sees the language and handlers.
  registerRequestLanguage(app);
  registerErrorHandler(app);
  registerNotFound(app, { indexHtml, assetsBase: config.PUBLIC_ASSETS_BASE });

  // External plugins.
  await registerHelmet(app, {
    scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    cdnOrigins: services.cdnOrigins,
  });
  await registerRateLimit(app, { config, redis });
  await registerSwagger(app);
  await registerWebSite(app, {
    webDist: config.WEB_DIST,
    hasIndex: indexHtml !== null,
    assetsDir: config.ASSETS_DIR,
    assetsBase: config.PUBLIC_ASSETS_BASE,
  });

  // Feature modules.
  await app.register(systemStatusRoutes, { service: services.status });
  await app.register(whitelabelRoutes, { service: services.whitelabel });
  await app.register(registrationRoutes, { service: services.registration });
  await app.register(announcementsRoutes, { service: services.announcements });
  await app.register(helpCenterRoutes, { service: services.helpCenter });
  await app.register(domainRoutesRoutes, { service: services.domainRoutes });
  await app.register(gameMenusRoutes, { service: services.gameMenus });
  await app.register(bannersRoutes, { service: services.banners });
  await app.register(customerServiceRoutes, { service: services.customerService });
  await app.register(appResourcesRoutes, { service: services.appResources });
  await app.register(healthRoutes, { service: services.health });

  return app as unknown as App;
}
