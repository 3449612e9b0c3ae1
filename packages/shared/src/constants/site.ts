/** Game categories of spec section 3, in bottom-nav order. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Announcement types: B banner notice (marquee), PL player, PU popup, PR promotion, H home. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'B';
/** The marquee's notice types (spec section 7, "Notice"). */
export const NOTICE_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

/** Banner groups of spec section 2. */
export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'download',
  'promotions',
  'shop',
  'help',
  'cockfight',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * Customer-service entry types: 1 live chat (opens `path`), 2 messaging app (Telegram,
 * WhatsApp, Facebook... `path` is a public link), 3 protected chat whose address is issued
 * by the server on demand (the path is an opaque id), 4 VIP service for rank above 4.
 */
export const CS_TYPES = [1, 2, 3, 4] as const;
export type CsType = (typeof CS_TYPES)[number];
export const VIP_CS_MIN_RANK = 5;

/** System status values of spec section 4. */
export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Maintenance overrides region blocking; both override everything (spec section 4). */
export function resolveSystemStatus(flags: {
  maintenance: boolean;
  regionBlocked: boolean;
}): SystemStatus {
  if (flags.maintenance) return SystemStatus.MAINTENANCE;
  if (flags.regionBlocked) return SystemStatus.REGION_BLOCKED;
  return SystemStatus.NORMAL;
}

/** Whitelabel flags of spec section 6 that live as modules in the tree. */
export const WHITELABEL_FLAG_MODULES = [
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
] as const;
