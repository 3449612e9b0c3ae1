import { paths } from './paths';

export type SiteLinkKey = 'pointMall' | 'notices' | 'join' | 'download';

export interface SiteLink {
  key: SiteLinkKey;
  to: string;
  /** The whitelabel module that guards the page's route; without one the page is always there. */
  module?: string;
}

/**
 * Pages outside the game categories that members look for: the points mall, announcements,
 * becoming an agent and the app. The phone menu and the footer list them.
 */
export const siteLinks: readonly SiteLink[] = [
  { key: 'pointMall', to: paths.pointMall, module: 'POINTMALL' },
  { key: 'notices', to: paths.noticePage },
  { key: 'join', to: paths.join, module: 'JOIN' },
  { key: 'download', to: paths.down, module: 'DOWNLOAD' },
];
