import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

export interface CentrePageProps {
  /** Opens another page of the same centre. */
  navigate: (page: string) => void;
}

type CentrePage = LazyExoticComponent<ComponentType<CentrePageProps>>;

/**
 * The member-centre pages this site has built, by page key. A menu entry shows only when its page
 * is here (and its module is on); a new page appears by adding one line.
 */
export const memberCentrePages: Readonly<Record<string, CentrePage>> = {
  securityCenter: lazyComponent(() =>
    import('../security-centre/components/security-centre').then((m) => m.SecurityCentre),
  ),
};

export const builtMemberPages: ReadonlySet<string> = new Set(Object.keys(memberCentrePages));
