import type { Resource } from 'i18next';
import { dashboardFeature } from '../features/dashboard';
import { membersFeature } from '../features/members';
import { auditFeature } from '../features/audit';
import { eventsFeature } from '../features/events';
import { reportsFeature } from '../features/reports';
import { cashierFeature } from '../features/cashier';
import { gamesFeature } from '../features/games';
import { contentFeature } from '../features/content';
import { lotteryFeature } from '../features/lottery';
import { signInFeature } from '../features/sign-in';
import { siteFeature } from '../features/site';
import { agencyFeature } from '../features/agency';
import { staffFeature } from '../features/staff';
import { engagementFeature } from '../features/engagement';
import { messagesFeature } from '../features/messages';
import { promotionsFeature } from '../features/promotions';
import { riskCasesFeature } from '../features/risk-cases';
import { kycFeature } from '../features/kyc';
import { liveChatFeature } from '../features/live-chat';
import { saferPlayFeature } from '../features/safer-play';
import { en as commonEn } from '../locales/en';
import { zh as commonZh } from '../locales/zh';
import type { ConsoleFeature } from './feature';

/** Every feature of the console: one line each (apps/console/README.md). */
export const features: ConsoleFeature[] = [
  signInFeature,
  dashboardFeature,
  membersFeature,
  staffFeature,
  cashierFeature,
  gamesFeature,
  contentFeature,
  lotteryFeature,
  siteFeature,
  auditFeature,
  engagementFeature,
  messagesFeature,
  liveChatFeature,
  agencyFeature,
  promotionsFeature,
  eventsFeature,
  reportsFeature,
  riskCasesFeature,
  kycFeature,
  saferPlayFeature,
];

/** i18next's resources: the shared texts under `common`, each feature's under its id. */
export function consoleResources(list: ConsoleFeature[] = features): Resource {
  return {
    en: { common: commonEn, ...Object.fromEntries(list.map((f) => [f.id, f.locales.en])) },
    zh: { common: commonZh, ...Object.fromEntries(list.map((f) => [f.id, f.locales.zh])) },
  };
}
