import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { RecurringJob } from '../platform/jobs/recurring.js';
import type { Platform } from '../platform/platform.js';
import { DocumentStore } from './kyc/document-store.js';
import { KycGate } from './kyc/kyc-gate.js';
import { kycOperatorRoutes } from './kyc/kyc-operator.routes.js';
import { KycRepository } from './kyc/kyc.repository.js';
import { KycReviewService } from './kyc/kyc-review.service.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { KycService } from './kyc/kyc.service.js';
import { memberInfoRoutes } from './member-info/member-info.routes.js';
import { MemberInfoService } from './member-info/member-info.service.js';
import { MemberProfileRepository } from './member-info/member-profile.repository.js';
import { MemberProfileService } from './member-info/member-profile.service.js';
import { MessageService, type MessageFailure } from './messaging/messages.service.js';
import { OutboxRepository } from './messaging/outbox.repository.js';
import { outboxRoutes } from './messaging/outbox.routes.js';
import { createTransports } from './messaging/transports.js';
import { PasswordsRepository } from './passwords/passwords.repository.js';
import { passwordsRoutes } from './passwords/passwords.routes.js';
import { PasswordsService } from './passwords/passwords.service.js';
import { RegistrationFieldCheck } from './passwords/registration-field.js';
import { RegistrationRepository } from './registration/registration.repository.js';
import { registrationRoutes } from './registration/registration.routes.js';
import { RegistrationService } from './registration/registration.service.js';
import { SignUpService, type SignUpReferrals } from './registration/sign-up.service.js';
import { deleteExpiredTrialAccounts } from './registration/trial-cleanup.js';
import { securityRoutes } from './security/security.routes.js';
import { SecurityService } from './security/security.service.js';
import { PlayGate } from './safer-play/play-gate.js';
import { SaferPlayRepository } from './safer-play/safer-play.repository.js';
import { saferPlayRoutes } from './safer-play/safer-play.routes.js';
import { SaferPlayService } from './safer-play/safer-play.service.js';
import { createFirebaseVerifier } from './session/firebase-verifier.js';
import { LoginGuard } from './session/login-guard.js';
import { LoginService } from './session/login.service.js';
import { SessionCache } from './session/session-cache.js';
import { LoginHistoryRepository } from './session/login-history.repository.js';
import { SessionRepository } from './session/session.repository.js';
import { sessionRoutes } from './session/session.routes.js';
import { SessionService } from './session/session.service.js';
import { configuredRedirectProviders } from './social-sign-in/providers.js';
import { SocialLinksRepository } from './social-sign-in/social-links.repository.js';
import { socialLinksRoutes } from './social-sign-in/social-links.routes.js';
import { SocialLinksService } from './social-sign-in/social-links.service.js';
import { socialSignInRoutes } from './social-sign-in/social-sign-in.routes.js';
import { SocialSignInService } from './social-sign-in/social-sign-in.service.js';
import { VerificationCodeService } from './verification/verification-codes.service.js';
import { verificationRoutes } from './verification/verification.routes.js';
import type { WhitelabelService } from '../content/whitelabel/whitelabel.service.js';
import { RealityCheckRepository } from './reality-check/reality-check.repository.js';
import { realityCheckOperatorRoutes } from './reality-check/reality-check-operator.routes.js';
import { realityCheckRoutes } from './reality-check/reality-check.routes.js';
import { RealityCheckService, type SessionPlay } from './reality-check/reality-check.service.js';

export interface AccountsDeps {
  config: Pick<
    Config,
    // sessions and login
    | 'SESSION_IDLE_MINUTES'
    | 'SESSION_MAX_HOURS'
    | 'REMEMBER_DEVICE_HOURS'
    | 'PASSWORD_EXPIRY_DAYS'
    | 'SESSION_CACHE_MS'
    | 'LOGIN_CAPTCHA_AFTER'
    | 'LOGIN_LOCK_AFTER'
    | 'LOGIN_IP_LOCK_AFTER'
    | 'VERIFY_NEW_IP'
    | 'FIREBASE_PROJECT_ID'
    | 'WEAK_DEFAULT_PASSWORD'
    // social sign-in (decision 056)
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER'
    | 'FACEBOOK_APP_ID'
    | 'FACEBOOK_APP_SECRET'
    | 'FACEBOOK_DIALOG_URL'
    | 'FACEBOOK_GRAPH_URL'
    | 'TELEGRAM_BOT_TOKEN'
    | 'TELEGRAM_BOT_NAME'
    // messages and codes
    | 'SMS_TRANSPORT'
    | 'SMS_HTTP_URL'
    | 'SMS_HTTP_TOKEN'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SMS_CODE_MINUTES'
    | 'SMS_DAILY_QUOTA'
    | 'OUTBOX_PAGE'
    // links, avatars and trial accounts
    | 'PUBLIC_BASE_URL'
    | 'PUBLIC_ASSETS_BASE'
    | 'TRIAL_RETENTION_HOURS'
    // identity documents
    | 'KYC_STORAGE_DIR'
  >;
  db: DB;
  platform: Pick<
    Platform,
    | 'settings'
    | 'shortLived'
    | 'pubsub'
    | 'passwords'
    | 'members'
    | 'outbox'
    | 'captcha'
    | 'humanCheck'
    | 'secretAttempts'
    | 'audit'
    | 'ledger'
  >;
  /** The site's modules and login options (content area). */
  whitelabel: WhitelabelService;
  /** Invite-friend codes (engagement area): registration asks whose code a friend typed. */
  referrals: SignUpReferrals;
  /** An SMS or email the transport could not deliver (the member got a 503 and may retry). */
  onMessageFailure?: (error: unknown, failure: MessageFailure) => void;
  /** The play gate (buildPlayGate), shared with the areas whose money paths call it. */
  playGate: PlayGate;
}

/**
 * The play gate the money paths of every area call (safer-play/play-gate.ts). Built before the
 * areas, since engagement (before accounts) asks it too.
 */
export function buildPlayGate(db: DB): PlayGate {
  return new PlayGate(new SaferPlayRepository(db));
}

const HOUR = 3_600_000;

/**
 * The member's account: registration and sign-up, sessions and login, passwords and the
 * security centre, verification codes with their messages, and the member's own details.
 */
export function buildAccountsArea({
  config,
  db,
  platform,
  whitelabel,
  referrals,
  onMessageFailure,
  playGate,
}: AccountsDeps) {
  const { settings, shortLived, members, captcha, humanCheck } = platform;
  const hasher = platform.passwords;
  const loginHistory = new LoginHistoryRepository(db);
  const sessionRepository = new SessionRepository(db, platform.outbox, members, loginHistory);
  const sessions = new SessionService(
    sessionRepository,
    loginHistory,
    members,
    config,
    new SessionCache(config.SESSION_CACHE_MS, platform.pubsub),
  );
  const messages = new MessageService(
    new OutboxRepository(db),
    createTransports(config),
    onMessageFailure,
  );
  const verificationCodes = new VerificationCodeService(shortLived, messages, config);
  // Safer play: the member's limits and breaks; login asks it before a session opens.
  const saferPlay = new SaferPlayService({
    db,
    repository: new SaferPlayRepository(db),
    members,
    hasher,
    attempts: platform.secretAttempts,
    sessions,
    ledger: platform.ledger,
  });
  // Firebase phone-auth tokens prove a number at login and at registration alike.
  const firebase = createFirebaseVerifier(config.FIREBASE_PROJECT_ID);
  const login = new LoginService(
    {
      config,
      members,
      passwords: hasher,
      sessions,
      repository: sessionRepository,
      guard: new LoginGuard(shortLived, config),
      captcha,
      humanCheck,
      verificationCodes,
      settings,
      whitelabel,
      store: shortLived,
      playBreaks: saferPlay,
    },
    firebase,
  );
  const registrationRepository = new RegistrationRepository(db, members);
  const registration = new RegistrationService(registrationRepository);
  const signUp = new SignUpService(
    {
      config,
      db,
      outbox: platform.outbox,
      registration,
      repository: registrationRepository,
      members,
      settings,
      whitelabel,
      hasher,
      store: shortLived,
      captcha,
      humanCheck,
      codes: verificationCodes,
      sessions,
      referrals,
    },
    firebase,
  );
  // Google, Facebook and Telegram sign-in through the same login and sign-up (decision 056).
  const socialLinksRepository = new SocialLinksRepository(db);
  const socialSignIn = new SocialSignInService({
    config,
    settings,
    store: shortLived,
    members,
    links: socialLinksRepository,
    login,
    signUp,
    redirectProviders: configuredRedirectProviders(config),
  });
  // Passwords and the security centre share the registration rules and the wrong-secret limit.
  const fieldCheck = new RegistrationFieldCheck(registration);
  const attempts = platform.secretAttempts;
  const memberPasswords = new PasswordsService({
    config,
    repository: new PasswordsRepository(db, members),
    members,
    hasher,
    fieldCheck,
    attempts,
    sessions,
    codes: verificationCodes,
    messages,
    store: shortLived,
  });
  const security = new SecurityService({
    members,
    hasher,
    attempts,
    codes: verificationCodes,
    settings,
    fieldCheck,
  });
  // The security centre's linked sign-ins: unlinking asks the password as its other changes do.
  const socialLinks = new SocialLinksService({
    links: socialLinksRepository,
    members,
    hasher,
    attempts,
    offered: () => socialSignIn.offered(),
  });
  const realityCheck = new RealityCheckService({
    repository: new RealityCheckRepository(db),
    sessions,
    members,
  });
  // Identity checks: documents, review, and the gate large withdrawals pass (decision 053).
  const kycRepository = new KycRepository(db);
  const documentStore = new DocumentStore(config.KYC_STORAGE_DIR);
  const kyc = new KycService({ db, repository: kycRepository, store: documentStore, settings });
  const kycReview = new KycReviewService({
    db,
    repository: kycRepository,
    store: documentStore,
    settings,
    audit: platform.audit,
    members,
  });
  const kycGate = new KycGate(kycRepository, settings);
  // The member's details: the profile reads the registration rules and the identity checks.
  const memberProfile = new MemberProfileService({
    db,
    repository: new MemberProfileRepository(db),
    members,
    registration,
    settings,
    kyc: kycRepository,
  });
  const memberInfo = new MemberInfoService(
    members,
    config.PUBLIC_ASSETS_BASE,
    memberProfile,
    async () => (await settings.get('agentAccounts')).nonMemberTypes,
  );
  const services = {
    sessions,
    login,
    messages,
    verificationCodes,
    registration,
    signUp,
    socialSignIn,
    socialLinks,
    fieldCheck,
    memberPasswords,
    security,
    memberInfo,
    memberProfile,
    realityCheck,
    kyc,
    kycReview,
    kycGate,
    saferPlay,
    playGate,
  };
  const recurringJobs: RecurringJob[] = [
    {
      kind: 'trial-accounts.cleanup',
      everyMs: HOUR,
      run: async ({ now }) => {
        await deleteExpiredTrialAccounts(db, now, config.TRIAL_RETENTION_HOURS);
      },
    },
  ];
  /** `sessionPlay`: the games area's sums of a session's settled rounds (given in app.ts). */
  const routes: FastifyPluginAsyncZod<{ sessionPlay: SessionPlay }> = async (
    app,
    { sessionPlay },
  ) => {
    await app.register(registrationRoutes, { service: registration, signUp });
    await app.register(sessionRoutes, { login, sessions });
    await app.register(socialSignInRoutes, { service: socialSignIn });
    await app.register(memberInfoRoutes, { service: memberInfo });
    await app.register(passwordsRoutes, { service: memberPasswords });
    await app.register(securityRoutes, { service: security });
    await app.register(socialLinksRoutes, { service: socialLinks });
    await app.register(saferPlayRoutes, { service: saferPlay });
    await app.register(verificationRoutes, {
      codes: verificationCodes,
      members,
      store: shortLived,
      humanCheck,
    });
    await app.register(outboxRoutes, { messages, enabled: config.OUTBOX_PAGE });
    await app.register(realityCheckRoutes, { service: realityCheck, sessionPlay });
    await app.register(realityCheckOperatorRoutes, { service: realityCheck });
    await app.register(kycRoutes, { service: kyc });
    await app.register(kycOperatorRoutes, { review: kycReview });
  };
  return { services, routes, recurringJobs };
}
