import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * The marketing desk's promotions and bonuses (decision 046): every promotion with its state,
 * its editor in the portal's languages, its figures, raffle prizes and cashback runs; the
 * applications queue; the bonuses. Reading needs engagement.read; editing promotions
 * engagement.manage; paying or refusing a member engagement.decide. The server checks the same.
 */
export const promotionsFeature: ConsoleFeature = {
  id: 'promotions',
  routes: [
    {
      path: 'promotions',
      screen: lazy(() => import('./promotions-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'promotions/applications',
      screen: lazy(() => import('./applications-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'promotions/:promotionId',
      screen: lazy(() => import('./promotion-editor-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'bonuses',
      screen: lazy(() => import('./bonuses-screen')),
      permission: 'engagement.read',
    },
  ],
  nav: [
    {
      to: '/promotions',
      label: 'promotions:nav.promotions',
      section: 'marketing',
      permission: 'engagement.read',
      order: 10,
    },
    {
      to: '/promotions/applications',
      label: 'promotions:nav.applications',
      section: 'marketing',
      permission: 'engagement.read',
      order: 20,
    },
    {
      to: '/bonuses',
      label: 'promotions:nav.bonuses',
      section: 'marketing',
      permission: 'engagement.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
