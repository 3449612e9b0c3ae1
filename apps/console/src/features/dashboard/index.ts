import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The landing screen: the site's figures, the 30-day charts and the queues waiting for staff. */
export const dashboardFeature: ConsoleFeature = {
  id: 'dashboard',
  routes: [
    { path: '', screen: lazy(() => import('./dashboard-screen')), permission: 'dashboard.read' },
  ],
  nav: [
    {
      to: '/',
      label: 'dashboard:nav.dashboard',
      section: 'overview',
      permission: 'dashboard.read',
      order: 1,
    },
  ],
  locales: { en, zh },
};
