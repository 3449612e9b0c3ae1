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
import { announcementsRoutes } from './content/announcements/announcements.routes.js';
import { appResourcesRoutes } from './content/app-resources/app-resources.routes.js';
import { bannersRoutes } from './content/banners/banners.routes.js';
import { captchaRoutes } from './platform/captcha/captcha.routes.js';
import { customerServiceRoutes } from './content/customer-service/customer-service.routes.js';
import { depositRoutes } from './cashier/deposits/deposits.routes.js';
import { domainRoutesRoutes } from './content/domain-routes/domain-routes.routes.js';
import { gameMenusRoutes } from './games/game-menus/game-menus.routes.js';
import { healthRoutes } from './platform/health/health.routes.js';
import { payloadCryptoRoutes } from './platform/payload-crypto/payload-crypto.routes.js';
import { outboxRoutes } from './accounts/messaging/outbox.routes.js';
import { verificationRoutes } from './accounts/verification/verification.routes.js';
import { helpCenterRoutes } from './content/help-center/help-center.routes.js';
import { memberInfoRoutes } from './accounts/member-info/member-info.routes.js';
import { passwordsRoutes } from './accounts/passwords/passwords.routes.js';
import { registrationRoutes } from './accounts/registration/registration.routes.js';
import { sessionRoutes } from './accounts/session/session.routes.js';
import { staffRoutes } from './backoffice/staff/staff.routes.js';
import { eventsRoutes } from './platform/events/events.routes.js';
import { noticesRoutes } from './platform/notices/notices.routes.js';
import { feedbackRoutes } from './content/feedback/feedback.routes.js';
import { feedbackOperatorRoutes } from './content/feedback/feedback-operator.routes.js';
import { operatorMessagesRoutes } from './content/operator-messages/operator-messages.routes.js';
import { promotionsOperatorRoutes } from './engagement/promotions/promotions-operator.routes.js';
import { promotionsRoutes } from './engagement/promotions/promotions.routes.js';
import { referralOperatorRoutes } from './engagement/referral/referral-operator.routes.js';
import { referralRoutes } from './engagement/referral/referral.routes.js';
import { rewardsOperatorRoutes, rewardsRoutes } from './engagement/rewards/rewards.routes.js';
import { securityRoutes } from './accounts/security/security.routes.js';
import { systemStatusRoutes } from './content/system-status/system-status.routes.js';
import { whitelabelRoutes } from './content/whitelabel/whitelabel.routes.js';
import { walletRoutes } from './cashier/wallet/wallet.routes.js';
import { bankCardsRoutes } from './cashier/bank-cards/bank-cards.routes.js';
import { withdrawalsRoutes } from './cashier/withdrawals/withdrawals.routes.js';
import { withdrawalsOperatorRoutes } from './cashier/withdrawals/withdrawals-operator.routes.js';
import { registerAuthentication } from './plugins/app/authenticate.js';
import { registerEncryptedBody } from './plugins/app/encrypted-body.js';
import { handleFrameworkError, registerErrorHandler } from './plugins/app/error-handler.js';
import { registerNotFound } from './plugins/app/not-found.js';
import { registerRequestLanguage } from './plugins/app/request-language.js';
import { registerRequestLog } from './plugins/app/request-log.js';
import { readIndexHtml, registerWebSite } from './plugins/app/web-site.js';
import { registerHelmet } from './plugins/external/helmet.js';
import { registerRateLimit } from './plugins/external/rate-limit.js';
import { registerSwagger } from './plugins/external/swagger.js';
import { uplineTransferRoutes } from './cashier/upline-transfer/upline-transfer.routes.js';
import { registerGameRoutes } from './games-routes.js';
import { accountRecordsRoutes } from './cashier/account-records/account-records.routes.js';
import { pointsOperatorRoutes } from './engagement/points/points-operator.routes.js';
import { pointsRoutes } from './engagement/points/points.routes.js';
import { missionsOperatorRoutes } from './engagement/missions/missions-operator.routes.js';
import { missionsRoutes } from './engagement/missions/missions.routes.js';
import { reportsRoutes } from './agency/reports/reports.routes.js';
import { teamMembersRoutes } from './agency/team-members/team-members.routes.js';
import { teamRecordsRoutes } from './agency/team-records/team-records.routes.js';
import { contractsRoutes } from './agency/contracts/contracts.routes.js';
import { lotteryRoutes } from './games/lottery/lottery.routes.js';
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
    // Routing failures (a broken percent escape in the path) leave as the envelope too.
    frameworkErrors: handleFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
    // registerRequestLog writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer({ checked: config.NODE_ENV !== 'production' }));

  const services = createServices({
    config,
    db,
    redis,
    onHealthFailure: (dependency, error) =>
      app.log.error({ err: error, dependency }, 'health check failed'),
    onMessageFailure: (error, failure) =>
      app.log.error({ err: error, ...failure }, 'message not delivered'),
    onJobError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
    onEventError: (error, where) => app.log.error({ err: error, ...where }, 'event not handled'),
  });
  app.decorate('services', services);
  const indexHtml = readIndexHtml(config.WEB_DIST);

  // App-wide behaviour first, so every later hook and route sees the language and handlers.
  registerRequestLanguage(app);
  registerRequestLog(app);
  registerErrorHandler(app);
  registerNotFound(app, { indexHtml, assetsBase: config.PUBLIC_ASSETS_BASE });

  // External plugins.
  registerHelmet(app, {
    scriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [],
    cdnOrigins: services.cdnOrigins,
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
    assetsDir: config.ASSETS_DIR,
    assetsBase: config.PUBLIC_ASSETS_BASE,
  });

  // Encrypted calls are decrypted before their body is validated.
  registerEncryptedBody(app, { keys: services.payloadKeys });

  // Routes with `config.auth` resolve the session token to request.member.
  registerAuthentication(app, { sessions: services.sessions, staff: services.staffAuth });

  // Feature modules.
  await app.register(systemStatusRoutes, { service: services.status });
  await app.register(whitelabelRoutes, { service: services.whitelabel });
  await app.register(registrationRoutes, {
    service: services.registration,
    signUp: services.signUp,
  });
  await app.register(announcementsRoutes, { service: services.announcements });
  await app.register(helpCenterRoutes, { service: services.helpCenter });
  await app.register(domainRoutesRoutes, { service: services.domainRoutes });
  await app.register(gameMenusRoutes, { service: services.gameMenus });
  await app.register(bannersRoutes, { service: services.banners });
  await app.register(customerServiceRoutes, { service: services.customerService });
  await app.register(appResourcesRoutes, { service: services.appResources });
  await app.register(healthRoutes, { service: services.health });
  await app.register(captchaRoutes, { service: services.captcha });
  await app.register(sessionRoutes, { login: services.login, sessions: services.sessions });
  await app.register(memberInfoRoutes, { service: services.memberInfo });
  await app.register(passwordsRoutes, { service: services.memberPasswords });
  await app.register(securityRoutes, { service: services.security });
  await app.register(payloadCryptoRoutes, { keys: services.payloadKeys });
  await app.register(verificationRoutes, {
    codes: services.verificationCodes,
    members: services.members,
    store: services.shortLived,
  });
  await app.register(outboxRoutes, { messages: services.messages, enabled: config.OUTBOX_PAGE });
  await app.register(staffRoutes, {
    sessions: services.staffAuth,
    staff: services.staff,
    audit: services.audit,
  });
  await app.register(eventsRoutes, { service: services.eventsOperator });
  await app.register(noticesRoutes, { service: services.notices });
  await app.register(operatorMessagesRoutes, { service: services.operatorMessages });
  await app.register(feedbackRoutes, { service: services.feedback });
  await app.register(feedbackOperatorRoutes, { service: services.feedbackOperator });
  await app.register(promotionsRoutes, {
    promotions: services.promotions,
    bonuses: services.bonuses,
    view: services.bonusesView,
  });
  await app.register(promotionsOperatorRoutes, {
    service: services.promotionsOperator,
    view: services.bonusesView,
  });
  await app.register(referralRoutes, { service: services.referral });
  await app.register(referralOperatorRoutes, {
    service: services.referralOperator,
    jobs: services.referralJobs,
  });
  await app.register(uplineTransferRoutes, { service: services.uplineTransfer });
  await app.register(accountRecordsRoutes, { service: services.accountRecords });
  await app.register(walletRoutes, {
    wallets: services.wallets,
    transfers: services.vendorTransfers,
    settings: services.walletSettings,
    contractFlags: (memberId) => services.contracts.flags(memberId),
  });
  await app.register(depositRoutes, { services: services.deposits });
  await app.register(bankCardsRoutes, { service: services.bankCards });
  await app.register(withdrawalsRoutes, { service: services.withdrawals });
  await app.register(withdrawalsOperatorRoutes, {
    decisions: services.withdrawalDecisions,
    withdrawals: services.withdrawals,
  });
  await app.register(pointsRoutes, { service: services.points, redeem: services.pointsRedeem });
  await app.register(pointsOperatorRoutes, { service: services.pointsOperator });
  await app.register(rewardsRoutes, { tickets: services.rewardTickets });
  await app.register(rewardsOperatorRoutes, { service: services.rewardsOperator });
  await app.register(missionsRoutes, { service: services.missions });
  await app.register(missionsOperatorRoutes, { service: services.missionsOperator });
  // The agent centre: each area's member and operator calls.
  await app.register(reportsRoutes, { services });
  await app.register(teamMembersRoutes, { services });
  await app.register(teamRecordsRoutes, { services });
  await app.register(contractsRoutes, {
    contracts: services.contracts,
    operatorService: services.contractsOperator,
  });
  await app.register(lotteryRoutes, { services });

  await registerGameRoutes(app, services);

  // Scheduled work polls only while the app runs; tests call services.jobs.runDue themselves.
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.pubsub.close();
  });

  return app as unknown as App;
}
