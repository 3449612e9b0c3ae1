import type { BannerGroup } from '@portal/shared/constants/site';
import type { Texts } from '../seed-types.js';
import { gameBanners } from './banners-games.js';
import { siteBanners } from './banners-site.js';

export interface BannerSeed {
  code: string;
  group: BannerGroup;
  linkageType?: 'URL' | 'ROUTE' | 'PROMOTION' | 'GAME';
  linkage?: string;
  /** Artwork: gradient stops and the English headline and tagline drawn into the SVG. */
  art: { from: string; to: string; accent: string; headline: string; tagline: string };
  titles: Texts;
}

/** Every banner group of spec section 2; home and several game groups have more than one. */
export const demoBanners: BannerSeed[] = [...gameBanners, ...siteBanners];
