import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * The marketing desk's engagement (decision 047): the points mall (settings and rates, the
 * catalogue, the redeem queue, grants), reward tickets, missions and invite friends.
 */
export const engagementFeature: ConsoleFeature = {
  id: 'engagement',
  routes: [
    {
      path: 'marketing/points',
      screen: lazy(() => import('./points-settings-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/points/catalogue',
      screen: lazy(() => import('./catalogue-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/points/redeems',
      screen: lazy(() => import('./redeems-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/points/grants',
      screen: lazy(() => import('./grants-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/rewards',
      screen: lazy(() => import('./rewards-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/missions',
      screen: lazy(() => import('./missions-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'marketing/referral',
      screen: lazy(() => import('./referral-screen')),
      permission: 'engagement.read',
    },
  ],
  nav: [
    {
      to: '/marketing/points',
      label: 'engagement:nav.points',
      section: 'marketing',
      permission: 'engagement.read',
      order: 40,
    },
    {
      to: '/marketing/rewards',
      label: 'engagement:nav.rewards',
      section: 'marketing',
      permission: 'engagement.read',
      order: 50,
    },
    {
      to: '/marketing/missions',
      label: 'engagement:nav.missions',
      section: 'marketing',
      permission: 'engagement.read',
      order: 60,
    },
    {
      to: '/marketing/referral',
      label: 'engagement:nav.referral',
      section: 'marketing',
      permission: 'engagement.read',
      order: 70,
    },
  ],
  locales: { en, zh },
};
