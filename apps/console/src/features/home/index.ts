import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';

export const homeFeature: ConsoleFeature = {
  id: 'home',
  routes: [{ path: '', screen: lazy(() => import('./home-screen')), permission: 'dashboard.read' }],
  nav: [],
  locales: { en: {}, zh: {} },
};
