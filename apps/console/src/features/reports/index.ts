import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** Reports over GMT+8 site days: GGR, promotion and bonus cost, agent commissions. */
export const reportsFeature: ConsoleFeature = {
  id: 'reports',
  routes: [
    { path: 'reports/ggr', screen: lazy(() => import('./ggr-screen')), permission: 'reports.read' },
    {
      path: 'reports/bonus-cost',
      screen: lazy(() => import('./bonus-cost-screen')),
      permission: 'reports.read',
    },
    {
      path: 'reports/commissions',
      screen: lazy(() => import('./commissions-screen')),
      permission: 'reports.read',
    },
  ],
  nav: [
    {
      to: '/reports/ggr',
      label: 'reports:nav.ggr',
      section: 'reports',
      permission: 'reports.read',
      order: 10,
    },
    {
      to: '/reports/bonus-cost',
      label: 'reports:nav.bonusCost',
      section: 'reports',
      permission: 'reports.read',
      order: 20,
    },
    {
      to: '/reports/commissions',
      label: 'reports:nav.commissions',
      section: 'reports',
      permission: 'reports.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
