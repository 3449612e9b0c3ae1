import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { inlineScriptHashes } from './lib/csp.js';
import { createLogger } from './lib/logger.js';
import { compiledSerializer } from './lib/response-serializer.js';
import { registerAuthentication } from './plugins/app/authenticate.js';
import { registerEncryptedBody } from './plugins/app/encrypted-body.js';
import { handleFrameworkError, registerErrorHandler } from './plugins/app/error-handler.js';
import { registerNotFound } from './plugins/app/not-found.js';
import { registerRequestLanguage } from './plugins/app/request-language.js';
import { registerRequestLog } from './plugins/app/request-log.js';
import { readIndexHtml, registerWebSite } from './plugins/app/web-site.js';
import { registerHelmet } from './plugins/external/helmet.js';
import { humanCheckCspHosts } from './platform/captcha/human-check.js';
import { registerRateLimit } from './plugins/external/rate-limit.js';
import { registerSwagger } from './plugins/external/swagger.js';
import { composeAreas, type Services } from './compose.js';

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
    // Routing failures (a broken percent escape in the path) leave as the envelope too.
    frameworkErrors: handleFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
    // registerRequestLog writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ checked: config.NODE_ENV !== 'production' }));

  const { services, routes } = composeAreas({
    config,
    db,
    redis,
    onHealthFailure: (dependency, error) =>
      app.log.error({ err: error, dependency }, 'health check failed'),
    onMessageFailure: (error, failure) =>
      app.log.error({ err: error, ...failure }, 'message not delivered'),
    onJobError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
    onEventError: (error, where) => app.log.error({ err: error, ...where }, 'event not handled'),
    onNotice: (message) => app.log.warn(message),
    onCleanup: (job, deleted) => app.log.info({ job, deleted }, 'clean-up done'),
  });
  app.decorate('services', services);
  const indexHtml = readIndexHtml(config.WEB_DIST);
  const consoleHtml = readIndexHtml(config.CONSOLE_DIST);

  // App-wide behaviour first, so every later hook and route sees the language and handlers.
  registerRequestLanguage(app);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerNotFound(app, { indexHtml, consoleHtml, assetsBase: config.PUBLIC_ASSETS_BASE });

  // External plugins.
  registerHelmet(app, {
    scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    cdnOrigins: services.cdnOrigins,
    humanCheckHosts: humanCheckCspHosts(config),
  });
  await registerRateLimit(app, { config, redis });
  // Captcha binding and remember-me devices travel in HttpOnly cookies; none is signed.
  await app.register(cookie);
  // The forgot-password call is a classic form post (spec section 7).
  await app.register(formbody);
  // Answers of 1 KB and more go out compressed when the client takes it; the answers kept in
  // memory (json-answer.ts) and the built site's files (.br and .gz beside each) come compressed
  // already and are sent as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await registerSwagger(app);
  await registerWebSite(app, {
    webDist: config.WEB_DIST,
    hasIndex: indexHtml !== null,
    consoleDist: config.CONSOLE_DIST,
    hasConsole: consoleHtml !== null,
    assetsDir: config.ASSETS_DIR,
    assetsBase: config.PUBLIC_ASSETS_BASE,
  });

  // Encrypted calls are decrypted before their body is validated.
  registerEncryptedBody(app, { keys: services.payloadKeys });

  // Routes with `config.auth` resolve the session token to request.member.
  registerAuthentication(app, {
    sessions: services.sessions,
    staff: services.staffAuth,
    playBreak: (memberId) => services.saferPlay.breakValueOf(memberId),
    nonMemberTypes: async () => (await services.settings.get('agentAccounts')).nonMemberTypes,
  });

  // The areas' calls: the platform's own, then each business area's.
  await app.register(routes.platform);
  await app.register(routes.content, {
    chatAuth: { sessions: services.sessions, staff: services.staffAuth },
  });
  await app.register(routes.accounts, {
    sessionPlay: (memberId, since) => services.betRecords.playedSince(memberId, since),
  });
  await app.register(routes.engagement);
  await app.register(routes.cashier, {
    contractFlags: (memberId) => services.contracts.flags(memberId),
  });
  await app.register(routes.agency);
  await app.register(routes.games);
  await app.register(routes.backoffice);

  // Scheduled work polls only while the app runs; tests call services.jobs.runDue themselves.
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.ledgerChainer.stop();
    await services.teamLedgerCounter.stop();
    await services.pubsub.close();
  });

  return app as unknown as App;
}
