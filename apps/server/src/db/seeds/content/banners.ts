import type { BannerGroup } from '@portal/shared/constants/site';
import type { Texts } from '../seed-types.js';
import { bettingBanners } from './banners-betting.js';
import { gameBanners } from './banners-games.js';
import { homeBanners } from './banners-home.js';
import { siteBanners } from './banners-site.js';

export interface BannerSeed {
  code: string;
  group: BannerGroup;
  linkageType?: 'URL' | 'ROUTE' | 'PROMOTION' | 'GAME';
  linkage?: string;
  /**
   * Artwork: gradient stops and the headline and tagline drawn into each language's SVG. Keep
   * them short: they must end before the emblem on the right (CJK and Thai fit fewer characters).
   */
  art: { from: string; to: string; accent: string; headline: Texts; tagline: Texts };
  titles: Texts;
}

/** Every banner group of spec section 2; home and several game groups have more than one. */
export const demoBanners: BannerSeed[] = [
  ...homeBanners,
  ...gameBanners,
  ...bettingBanners,
  ...siteBanners,
];
