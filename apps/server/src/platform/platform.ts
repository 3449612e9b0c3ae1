import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { PasswordHasher } from '../lib/password-hasher.js';
import { LocalPubSub, RedisPubSub } from '../lib/pubsub.js';
import { AuditLog } from './audit/audit-log.js';
import { AUDIT_VERIFY_JOB } from './audit/audit-chain.js';
import { auditChainRoutes } from './audit/audit-chain.routes.js';
import { AuditChainService, loadSigningKey } from './audit/audit-chain.service.js';
import { LedgerChainer } from './audit/ledger-chainer.js';
import { captchaRoutes } from './captcha/captcha.routes.js';
import { CaptchaService } from './captcha/captcha.service.js';
import { HumanCheck } from './captcha/human-check.js';
import { ContentVersions } from './content-versions/content-versions.js';
import { EventDispatcher } from './events/event-dispatcher.js';
import { deadLetterProbe } from './events/dead-letter-probe.js';
import { EventOutbox } from './events/event-outbox.js';
import { pruneHandledEvents } from './events/event-pruning.js';
import { EventsOperatorService } from './events/events-operator.service.js';
import { eventsRoutes } from './events/events.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { HealthRepository } from './health/health.repository.js';
import { HealthService } from './health/health.service.js';
import { JobRunner } from './jobs/job-runner.js';
import { pruneFinishedJobs, type RecurringJob } from './jobs/recurring.js';
import { LedgerService } from './ledger/ledger.service.js';
import { MembersRepository } from './members/members.repository.js';
import { PaymentPasswordCheck } from './members/payment-password.js';
import { SecretAttempts } from './members/secret-attempts.js';
import { noticesRoutes } from './notices/notices.routes.js';
import { NoticesService } from './notices/notices.service.js';
import { payloadCryptoRoutes } from './payload-crypto/payload-crypto.routes.js';
import { PayloadKeysRepository } from './payload-crypto/payload-keys.repository.js';
import { PayloadKeyService } from './payload-crypto/payload-keys.service.js';
import { CdnOrigins } from './settings/cdn-origins.js';
import { SettingsRepository } from './settings/settings.repository.js';
import { SettingsService } from './settings/settings.service.js';
import { MemoryStore, RedisStore } from './short-lived/short-lived-store.js';

/** What the platform needs from the process: configuration, connections and where to report. */
export interface PlatformDeps {
  config: Config;
  db: DB;
  redis?: Redis | null;
  onHealthFailure?: (dependency: string, error: unknown) => void;
  /** A scheduled job threw (it is retried later). */
  onJobError?: (error: unknown, job: { id: number; kind: string }) => void;
  onEventError?: (error: unknown, where: { consumer: string; eventId?: number }) => void;
  /** Something an operator of the server should know at start-up (a development key made). */
  onNotice?: (message: string) => void;
}

const HOUR = 3_600_000;

/**
 * The platform kernel every area builds on: the ledger, domain events and the job runner, the
 * operators' audit log, settings, the member record and its secrets, notices, the short-lived
 * store, content versions, payload keys and health.
 */
export function buildPlatform({
  config,
  db,
  redis = null,
  onHealthFailure,
  onJobError,
  onEventError,
  onNotice,
}: PlatformDeps) {
  // Public answers kept in memory are tagged with this version of the content (decision 022).
  const contentVersions = new ContentVersions({
    config,
    db,
    onListenerError: (error) => onHealthFailure?.('content-listener', error),
  });
  const settings = new SettingsService(new SettingsRepository(db));
  // Codes, captchas and counters live in Redis when configured.
  const shortLived = redis ? new RedisStore(redis, config.REDIS_PREFIX) : new MemoryStore();
  // Instances tell each other of revocations (and cache invalidations) through Redis.
  const pubsub = redis
    ? new RedisPubSub(redis, config.REDIS_PREFIX, (error) =>
        onHealthFailure?.('redis-pubsub', error),
      )
    : new LocalPubSub();
  const passwords = new PasswordHasher(config);
  const members = new MembersRepository(db);
  const secretAttempts = new SecretAttempts(shortLived);
  const ledger = new LedgerService(db);
  const jobs = new JobRunner(db, onJobError);
  // Domain events (ARCHITECTURE section 10): written with the changes, consumed on the job polls.
  const outbox = new EventOutbox(db);
  const events = new EventDispatcher(db, onEventError);
  jobs.addPass(async (now, signal) => {
    await events.runOnce(now, signal);
  });
  // Test servers: a consumer that dead-letters on purpose, for the replay journey.
  if (config.NODE_ENV === 'test') events.register(deadLetterProbe(db));
  const audit = new AuditLog(db);
  // The audit and ledger chains' checks and signed checkpoints (decision 055).
  // Committed transfers are linked into the ledger chain moments after they are written.
  const ledgerChainer = new LedgerChainer(db, (error) =>
    onJobError?.(error, { id: 0, kind: 'ledger.chain' }),
  );
  const auditChain = new AuditChainService(db, loadSigningKey(config.AUDIT_SIGNING_KEY, onNotice), {
    jobs,
    audit,
    ledgerChainer,
  });
  jobs.register(AUDIT_VERIFY_JOB, async (payload) => {
    await auditChain.runVerification(Number(payload.verificationId));
  });
  const recurringJobs: RecurringJob[] = [
    {
      kind: 'events.prune',
      everyMs: 24 * HOUR,
      run: async ({ now }) => {
        const olderThan = new Date(now.getTime() - config.EVENTS_RETENTION_DAYS * 24 * HOUR);
        await pruneHandledEvents(db, events.consumerList(), olderThan);
      },
    },
    {
      kind: 'jobs.prune',
      everyMs: 24 * HOUR,
      run: ({ now }) => pruneFinishedJobs(db, new Date(now.getTime() - 7 * 24 * HOUR)),
    },
    {
      kind: 'audit.checkpoint',
      everyMs: 24 * HOUR,
      run: async ({ now }) => {
        await auditChain.checkpoint(now);
      },
    },
  ];
  return {
    contentVersions,
    settings,
    cdnOrigins: new CdnOrigins(settings, config),
    shortLived,
    pubsub,
    passwords,
    members,
    secretAttempts,
    paymentPassword: new PaymentPasswordCheck(db, passwords, secretAttempts),
    captcha: new CaptchaService(shortLived, config),
    // Turnstile, hCaptcha or reCAPTCHA where the operator asks for it (decision 064).
    humanCheck: new HumanCheck(config, settings),
    ledger,
    jobs,
    outbox,
    events,
    eventsOperator: new EventsOperatorService({ db, dispatcher: events, audit }),
    notices: new NoticesService(db),
    audit,
    auditChain,
    ledgerChainer,
    payloadKeys: new PayloadKeyService(new PayloadKeysRepository(db)),
    health: new HealthService(new HealthRepository(db), redis, onHealthFailure),
    recurringJobs,
  };
}

export type Platform = ReturnType<typeof buildPlatform>;

/** The platform's own calls: status of events, payload keys, captcha, notices and health. */
export function platformRoutes(platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(healthRoutes, { service: platform.health });
    await app.register(captchaRoutes, { service: platform.captcha });
    await app.register(payloadCryptoRoutes, { keys: platform.payloadKeys });
    await app.register(eventsRoutes, { service: platform.eventsOperator });
    await app.register(noticesRoutes, { service: platform.notices });
    await app.register(auditChainRoutes, { chains: platform.auditChain });
  };
}
