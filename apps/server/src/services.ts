import type { Redis } from 'ioredis';
import { LocalPubSub, RedisPubSub } from './lib/pubsub.js';
import { EventOutbox } from './platform/events/event-outbox.js';
import { EventsOperatorService } from './platform/events/events-operator.service.js';
import { SessionCache } from './accounts/session/session-cache.js';
import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { AnnouncementsRepository } from './content/announcements/announcements.repository.js';
import { AnnouncementsService } from './content/announcements/announcements.service.js';
import { AppResourcesRepository } from './content/app-resources/app-resources.repository.js';
import { AppResourcesService } from './content/app-resources/app-resources.service.js';
import { BannersRepository } from './content/banners/banners.repository.js';
import { BannersService } from './content/banners/banners.service.js';
import { CustomerServiceRepository } from './content/customer-service/customer-service.repository.js';
import { CustomerServiceService } from './content/customer-service/customer-service.service.js';
import { DomainRoutesRepository } from './content/domain-routes/domain-routes.repository.js';
import { DomainRoutesService } from './content/domain-routes/domain-routes.service.js';
import { HealthRepository } from './platform/health/health.repository.js';
import { HealthService } from './platform/health/health.service.js';
import { HelpCenterRepository } from './content/help-center/help-center.repository.js';
import { HelpCenterService } from './content/help-center/help-center.service.js';
import { MemberInfoRepository } from './accounts/member-info/member-info.repository.js';
import { MemberInfoService } from './accounts/member-info/member-info.service.js';
import { RegistrationRepository } from './accounts/registration/registration.repository.js';
import { RegistrationService } from './accounts/registration/registration.service.js';
import { SignUpService } from './accounts/registration/sign-up.service.js';
import { ReferralRepository } from './engagement/referral/referral.repository.js';
import { createReferralServices } from './engagement/referral/referral-services.js';
import { ReferralService } from './engagement/referral/referral.service.js';
import { CdnOrigins } from './platform/settings/cdn-origins.js';
import { ContentVersions } from './platform/content-versions/content-versions.js';
import { SettingsRepository } from './platform/settings/settings.repository.js';
import { SettingsService } from './platform/settings/settings.service.js';
import { SystemStatusService } from './content/system-status/system-status.service.js';
import { WhitelabelRepository } from './content/whitelabel/whitelabel.repository.js';
import { WhitelabelService } from './content/whitelabel/whitelabel.service.js';
import { MembersRepository } from './platform/members/members.repository.js';
import { PasswordHasher } from './lib/password-hasher.js';
import { MemoryStore, RedisStore } from './platform/short-lived/short-lived-store.js';
import { CaptchaService } from './platform/captcha/captcha.service.js';
import { SessionRepository } from './accounts/session/session.repository.js';
import { SessionService } from './accounts/session/session.service.js';
import { createFirebaseVerifier } from './accounts/session/firebase-verifier.js';
import { LoginGuard } from './accounts/session/login-guard.js';
import { LoginService } from './accounts/session/login.service.js';
import { PayloadKeysRepository } from './platform/payload-crypto/payload-keys.repository.js';
import { PayloadKeyService } from './platform/payload-crypto/payload-keys.service.js';
import { MessageService, type MessageFailure } from './accounts/messaging/messages.service.js';
import { OutboxRepository } from './accounts/messaging/outbox.repository.js';
import { createTransports } from './accounts/messaging/transports.js';
import { VerificationCodeService } from './accounts/verification/verification-codes.service.js';
import { PasswordsRepository } from './accounts/passwords/passwords.repository.js';
import { PasswordsService } from './accounts/passwords/passwords.service.js';
import { RegistrationFieldCheck } from './accounts/passwords/registration-field.js';
import { SecretAttempts } from './platform/members/secret-attempts.js';
import { SecurityRepository } from './accounts/security/security.repository.js';
import { SecurityService } from './accounts/security/security.service.js';
import { StaffRepository } from './backoffice/staff/staff.repository.js';
import { StaffSessionService } from './backoffice/staff/staff-session.service.js';
import { StaffService } from './backoffice/staff/staff.service.js';
import { createCashierServices } from './cashier-services.js';
import { FeedbackOperatorService } from './content/feedback/feedback-operator.service.js';
import { FeedbackRepository } from './content/feedback/feedback.repository.js';
import { FeedbackService } from './content/feedback/feedback.service.js';
import { OperatorMessagesRepository } from './content/operator-messages/operator-messages.repository.js';
import { OperatorMessagesService } from './content/operator-messages/operator-messages.service.js';
import { createGameServices } from './games-services.js';
import { createPointServices } from './engagement/points/points-services.js';
import { createMissionServices } from './engagement/missions/mission-services.js';
import { createAgencyServices } from './agency/agency-services.js';
import { createContractServices } from './agency/contracts/contract-services.js';
import { createLotteryServices } from './games/lottery/lottery-services.js';

export interface ServiceDeps {
  config: Config;
  db: DB;
  redis?: Redis | null;
  onHealthFailure?: (dependency: string, error: unknown) => void;
  /** An SMS or email the transport could not deliver (the member got a 503 and may retry). */
  onMessageFailure?: (error: unknown, failure: MessageFailure) => void;
  /** A scheduled job threw (it is retried later). */
  onJobError?: (error: unknown, job: { id: number; kind: string }) => void;
  onEventError?: (error: unknown, where: { consumer: string; eventId?: number }) => void;
}

/** Wires repositories into services once; the app and the admin command share this. */
export function createServices({
  config,
  db,
  redis = null,
  onHealthFailure,
  onMessageFailure,
  onJobError,
  onEventError,
}: ServiceDeps) {
  // Public answers kept in memory are tagged with this version of the content (decision 022).
  const contentVersions = new ContentVersions({
    config,
    db,
    onListenerError: (error) => onHealthFailure?.('content-listener', error),
  });
  const settings = new SettingsService(new SettingsRepository(db));
  const status = new SystemStatusService(settings, contentVersions);
  const customerService = new CustomerServiceService(new CustomerServiceRepository(db));
  const appResources = new AppResourcesService(new AppResourcesRepository(db), settings);
  const whitelabel = new WhitelabelService({
    repository: new WhitelabelRepository(db),
    settings,
    status,
    customerService,
    appResources,
    config,
    versions: contentVersions,
  });
  // Account modules share these: codes, captchas and counters live in Redis when configured.
  const shortLived = redis ? new RedisStore(redis) : new MemoryStore();
  const passwords = new PasswordHasher(config);
  const members = new MembersRepository(db);
  // Domain events (ARCHITECTURE section 10): modules write them with their changes.
  const outbox = new EventOutbox(db);
  const sessionRepository = new SessionRepository(db, outbox);
  // Instances tell each other of revocations (and cache invalidations) through Redis.
  const pubsub = redis
    ? new RedisPubSub(redis, (error) => onHealthFailure?.('redis-pubsub', error))
    : new LocalPubSub();
  const sessions = new SessionService(
    sessionRepository,
    members,
    config,
    new SessionCache(config.SESSION_CACHE_MS, pubsub),
  );
  const captcha = new CaptchaService(shortLived, config);
  const payloadKeys = new PayloadKeyService(new PayloadKeysRepository(db));
  const messages = new MessageService(
    new OutboxRepository(db),
    createTransports(config),
    onMessageFailure,
  );
  const verificationCodes = new VerificationCodeService(shortLived, messages, config);
  const login = new LoginService(
    {
      config,
      members,
      passwords,
      sessions,
      repository: sessionRepository,
      guard: new LoginGuard(shortLived, config),
      captcha,
      verificationCodes,
      settings,
      whitelabel,
      store: shortLived,
    },
    createFirebaseVerifier(config.FIREBASE_PROJECT_ID),
  );
  const registrationRepository = new RegistrationRepository(db);
  const registration = new RegistrationService(registrationRepository);
  // Invite friends: registration asks it about referral codes (decision 028).
  const referralRepository = new ReferralRepository(db);
  const referral = new ReferralService(referralRepository);
  const signUp = new SignUpService({
    config,
    db,
    outbox,
    registration,
    repository: registrationRepository,
    members,
    settings,
    whitelabel,
    hasher: passwords,
    store: shortLived,
    captcha,
    codes: verificationCodes,
    sessions,
    referrals: referral,
  });
  // Passwords and the security centre share the registration rules and the wrong-secret limit.
  const fieldCheck = new RegistrationFieldCheck(registration);
  const secretAttempts = new SecretAttempts(shortLived);
  const memberPasswords = new PasswordsService({
    config,
    repository: new PasswordsRepository(db),
    members,
    hasher: passwords,
    fieldCheck,
    attempts: secretAttempts,
    sessions,
    codes: verificationCodes,
    messages,
    store: shortLived,
  });
  const security = new SecurityService({
    repository: new SecurityRepository(db),
    members,
    hasher: passwords,
    attempts: secretAttempts,
    codes: verificationCodes,
    settings,
    fieldCheck,
  });
  // Wallet and cashier: the ledger, jobs, wallets, deposits, withdrawals and their records.
  const cashier = createCashierServices({
    config,
    db,
    members,
    settings,
    passwords,
    secretAttempts,
    fieldCheck,
    onJobError,
    onEventError,
    outbox,
  });
  const { audit } = cashier;
  // Points mall (decision 027): the points-earner consumes settled bets.
  const points = createPointServices({
    db,
    ledger: cashier.ledger,
    bonuses: cashier.bonuses,
    paymentPassword: cashier.paymentPassword,
    tickets: cashier.rewardTickets,
    audit,
    events: cashier.events,
  });
  const eventsOperator = new EventsOperatorService({ db, dispatcher: cashier.events, audit });
  // Missions (decision 030): the mission tracker consumes deposits, bets and sign-ins.
  const missions = createMissionServices({
    db,
    ledger: cashier.ledger,
    bonuses: cashier.bonuses,
    tickets: cashier.rewardTickets,
    audit,
    events: cashier.events,
  });
  const { referralOperator, referralJobs, referralTracker } = createReferralServices({
    db,
    repository: referralRepository,
    ledger: cashier.ledger,
    bonuses: cashier.bonuses,
    notices: cashier.notices,
    members,
    audit,
    events: cashier.events,
    jobs: cashier.jobs,
  });
  // The agent centre (decision 031): the tree, its reports and the team's members and records.
  const agency = createAgencyServices({
    config,
    db,
    members,
    settings,
    registration,
    hasher: passwords,
    ledger: cashier.ledger,
    paymentPassword: cashier.paymentPassword,
    audit,
    events: cashier.events,
    sessions,
  });
  // Agent contracts (decision 034): settled from their own figures on the job runner.
  const contractServices = createContractServices({
    config,
    db,
    scope: agency.agencyScope,
    ledger: cashier.ledger,
    audit,
    events: cashier.events,
    jobs: cashier.jobs,
    notices: cashier.notices,
  });
  agency.agencyOperator.onTreeChange(
    async (change, trx) => (await contractServices.contracts.afterTreeChange(change, trx)).length,
  );
  // Operator staff: their own accounts and sessions; failed logins counted like members'.
  const staffRepository = new StaffRepository(db);
  const staffAuth = new StaffSessionService({
    db,
    repository: staffRepository,
    passwords,
    guard: new LoginGuard(shortLived, config),
    audit,
  });
  const staff = new StaffService(db, staffRepository, passwords, audit);
  // Feedback and operator messages: both reach members through their notices.
  const feedbackRepository = new FeedbackRepository(db);
  const feedback = new FeedbackService({
    db,
    repository: feedbackRepository,
    captcha,
    store: shortLived,
  });
  const feedbackOperator = new FeedbackOperatorService({
    db,
    repository: feedbackRepository,
    notices: cashier.notices,
    audit,
  });
  const operatorMessages = new OperatorMessagesService({
    db,
    repository: new OperatorMessagesRepository(db),
    members,
    notices: cashier.notices,
    audit,
  });
  const cdnOrigins = new CdnOrigins(settings, config);
  const games = createGameServices({
    config,
    db,
    members,
    settings,
    whitelabel,
    cdnOrigins,
    cashier,
    shortLived,
    contentVersions,
    pubsub,
  });
  // The house lottery (decisions 033 and 035): draws and tickets on the job runner; tickets
  // move money through the house provider's wallet calls.
  const lottery = createLotteryServices({
    config,
    db,
    audit,
    jobs: cashier.jobs,
    tickets: { config, providerHttp: games.providerHttp },
  });
  return {
    pubsub,
    eventsOperator,
    ...cashier,
    ...games,
    ...points,
    ...missions,
    ...agency,
    ...contractServices,
    ...lottery,
    staffAuth,
    staff,
    feedback,
    feedbackOperator,
    operatorMessages,
    payloadKeys,
    messages,
    verificationCodes,
    shortLived,
    passwords,
    members,
    sessions,
    login,
    captcha,
    settings,
    status,
    customerService,
    appResources,
    whitelabel,
    cdnOrigins,
    registration,
    signUp,
    referral,
    referralOperator,
    referralJobs,
    referralTracker,
    memberPasswords,
    security,
    contentVersions,
    announcements: new AnnouncementsService(new AnnouncementsRepository(db), contentVersions),
    helpCenter: new HelpCenterService(new HelpCenterRepository(db)),
    domainRoutes: new DomainRoutesService(new DomainRoutesRepository(db)),
    banners: new BannersService(new BannersRepository(db), config.PUBLIC_ASSETS_BASE),
    memberInfo: new MemberInfoService(
      new MemberInfoRepository(db),
      members,
      config.PUBLIC_ASSETS_BASE,
    ),
    health: new HealthService(new HealthRepository(db), redis, onHealthFailure),
  };
}

export type Services = ReturnType<typeof createServices>;
