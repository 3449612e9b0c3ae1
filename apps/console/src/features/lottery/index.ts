import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * The lottery desk (decision 049): draws by game and day, result entry under the two-person
 * rule, void, close and draw now, live exposure, settlement progress, fair seeds, settings.
 */
export const lotteryFeature: ConsoleFeature = {
  id: 'lottery',
  routes: [
    { path: 'lottery', screen: lazy(() => import('./draws-screen')), permission: 'lottery.read' },
    {
      path: 'lottery/draws/:drawId',
      screen: lazy(() => import('./draw-screen')),
      permission: 'lottery.read',
    },
    {
      path: 'lottery/seeds',
      screen: lazy(() => import('./seeds-screen')),
      permission: 'lottery.read',
    },
    {
      path: 'lottery/settings',
      screen: lazy(() => import('./settings-screen')),
      permission: 'lottery.read',
    },
  ],
  nav: [
    {
      to: '/lottery',
      label: 'lottery:nav.draws',
      section: 'lottery',
      permission: 'lottery.read',
      order: 10,
    },
    {
      to: '/lottery/seeds',
      label: 'lottery:nav.seeds',
      section: 'lottery',
      permission: 'lottery.read',
      order: 20,
    },
    {
      to: '/lottery/settings',
      label: 'lottery:nav.settings',
      section: 'lottery',
      permission: 'lottery.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
