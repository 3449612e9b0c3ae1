import type { RegisterFlags, SiteSettings } from '@portal/shared/schemas/system';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from './games.js';

export const DEMO_SEED_VERSION = 1;

const site: SiteSettings = {
  // Off so that visitors can browse the demo without an account (spec section 2 guard).
  loginedToHomePage: false,
  currencySymbol: 'RM',
  currency: 'MYR',
  defaultLanguage: 'MY',
  supportedLanguages: ['EN', 'MY', 'CN'],
  merchant: 'PORTALMY',
  platform: 'PORTAL',
  chatHeaderColor: '#1e3a8a',
  esportsProviders: ESPORTS_VENDORS,
  cockfightProviders: COCKFIGHT_VENDORS,
  licences: ['MGA', 'BVI', 'PAGCOR'],
  contacts: [
    { kind: 'livechat', url: 'https://livechat.portal.example/chat' },
    { kind: 'telegram', url: 'https://t.me/portal_support_demo' },
    { kind: 'facebook', url: 'https://www.facebook.com/portal.support.demo' },
    { kind: 'whatsapp', url: 'https://wa.me/60123456789' },
  ],
  minimumAge: 18,
};

const register: RegisterFlags = {
  pwdEnabled: true,
  hasFreePlay: true,
  mobileReg: true,
  mobileRegPass: true,
  usernameEnabled: true,
  showVerCodeLogin: true,
};

/** Written once when missing; see seed-settings.ts. */
export const demoSettings = {
  site,
  register,
  maintenance: { enabled: false },
  regionRestriction: { enabled: false, blockedCidrs: [], allowedCidrs: [] },
  analytics: { gtagId: null },
  brand: { name: 'Portal' },
};
