import type { ComponentType, LazyExoticComponent } from 'react';

export interface CentrePageProps {
  /** Opens another page of the same centre. */
  navigate: (page: string) => void;
}

/** A page of the member or agent centre, loaded in its own chunk when first shown. */
export type CentrePage = LazyExoticComponent<ComponentType<CentrePageProps>>;
