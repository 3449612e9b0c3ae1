/** Business constants and limits of spec section 9. */
export const BANNER_AUTOPLAY_MS = 5000;
export const JACKPOT_TICK_MS = 3000;
/** 165.11 in minor units: the jackpot grows by this much each tick. */
export const JACKPOT_INCREMENT_MINOR = 16511;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
/** Whether an account type may open the agent centre (spec section 5). */
export const isAgentCentreType = (type: number | undefined): boolean =>
  type !== undefined && (AGENT_CENTRE_TYPES as readonly number[]).includes(type);
export const TRIAL_ACCOUNT_TYPE = 4;
export const REMEMBER_ME_HOURS = 24;
export const SMS_RESEND_DEFAULT_MINUTES = 1;
export const SMS_TOO_MANY_WAIT_MINUTES = 5;
export const CAPTCHA_REFRESH_MS = 1000;
export const LOGIN_SMS_THROTTLE_MS = 1000;
export const POPULAR_COUNT = 20;
export const VN_NUMERO_COUNT = 100;
export const VENDORS_PER_NAV_CATEGORY = 11;
export const VENDOR_CAROUSEL_SLIDES = 10;
export const NOTICES_PER_PAGE = 9;
export const LOBBY_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 500;
export const VENDOR_ARROWS_ABOVE = 8;
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'flash,html5-desktop';
export const MODAL_DEFAULT_WIDTH = 600;
export const MODAL_DEFAULT_HEIGHT = 300;
export const MODAL_WRAPPER_DELAY_MS = 100;
export const QR_DEFAULTS = { size: 200, margin: 20, logoScale: 0.2, level: 'M' } as const;
/** Spec sections 5 and 9: 18, or 21 where the site setting `minimumAge` says so. */
export const MIN_AGE = 18;
export const MIN_AGE_VARIANT = 21;
export const MIN_AGES = [MIN_AGE, MIN_AGE_VARIANT] as const;
export type MinimumAge = (typeof MIN_AGES)[number];
