import type { MessageFailure } from './accounts/messaging/messages.service.js';
import { buildAccountsArea, buildPlayGate } from './accounts/accounts.area.js';
import { buildAgencyArea } from './agency/agency.area.js';
import { buildBackofficeArea } from './backoffice/backoffice.area.js';
import { buildCashierArea } from './cashier/cashier.area.js';
import { buildContentArea } from './content/content.area.js';
import { buildEngagementArea } from './engagement/engagement.area.js';
import { buildGamesArea } from './games/games.area.js';
import { RecurringJobs } from './platform/jobs/recurring.js';
import { buildPlatform, platformRoutes, type PlatformDeps } from './platform/platform.js';

export interface ServiceDeps extends PlatformDeps {
  /** An SMS or email the transport could not deliver (the member got a 503 and may retry). */
  onMessageFailure?: (error: unknown, failure: MessageFailure) => void;
  /** A clean-up job finished: what it cleans and how many rows it deleted. */
  onCleanup?: (job: string, deleted: number) => void;
}

/**
 * The one place the portal is wired: the platform kernel first, then each area from the
 * platform's ports and the few services it asks of the areas before it. The app and the admin
 * command share it. Areas are built in the order their event consumers must run.
 */
export function composeAreas(deps: ServiceDeps) {
  const { config, db } = deps;
  const platform = buildPlatform(deps);
  // Breaks and limits: every area that moves money toward play asks the same gate.
  const playGate = buildPlayGate(db);
  const content = buildContentArea({ config, db, platform, onCleanup: deps.onCleanup });
  const engagement = buildEngagementArea({ db, platform, playGate });
  const accounts = buildAccountsArea({
    config,
    db,
    platform,
    whitelabel: content.services.whitelabel,
    referrals: engagement.services.referral,
    onMessageFailure: deps.onMessageFailure,
    playGate,
  });
  const cashier = buildCashierArea({
    config,
    db,
    platform,
    fieldCheck: accounts.services.fieldCheck,
    promotions: engagement.services.promotions,
    bonusesView: engagement.services.bonusesView,
    kycGate: accounts.services.kycGate,
    playGate,
  });
  const agency = buildAgencyArea({
    config,
    db,
    platform,
    registration: accounts.services.registration,
    sessions: accounts.services.sessions,
    saferPlay: accounts.services.saferPlay,
  });
  const games = buildGamesArea({
    config,
    db,
    platform,
    whitelabel: content.services.whitelabel,
    turnover: cashier.services.turnover,
    autoTransfer: cashier.services.autoTransfer,
    playGate,
  });
  const backoffice = buildBackofficeArea({
    config,
    db,
    platform,
    sessions: accounts.services.sessions,
    memberProfiles: accounts.services.memberProfile,
    operatorMessages: content.services.operatorMessages,
  });
  const { recurringJobs, ...kernel } = platform;
  const services = {
    ...kernel,
    ...content.services,
    ...engagement.services,
    ...accounts.services,
    ...cashier.services,
    ...agency.services,
    ...games.services,
    ...backoffice.services,
    // Recurring clean-ups and settlements of every area, as ordinary jobs.
    recurring: new RecurringJobs(platform.jobs, [
      ...content.recurringJobs,
      ...engagement.recurringJobs,
      ...accounts.recurringJobs,
      ...recurringJobs,
    ]),
  };
  return {
    services,
    routes: {
      platform: platformRoutes(platform),
      content: content.routes,
      accounts: accounts.routes,
      engagement: engagement.routes,
      cashier: cashier.routes,
      games: games.routes,
      agency: agency.routes,
      backoffice: backoffice.routes,
    },
  };
}

/** Every service by name: what the admin command and the tests reach through `app.services`. */
export function createServices(deps: ServiceDeps): Services {
  return composeAreas(deps).services;
}

export type Services = ReturnType<typeof composeAreas>['services'];
