import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The member desk: search, the member page with its lists and actions, the adjustment queue. */
export const membersFeature: ConsoleFeature = {
  id: 'members',
  routes: [
    { path: 'members', screen: lazy(() => import('./members-screen')), permission: 'members.read' },
    {
      path: 'members/adjustments',
      screen: lazy(() => import('./adjustments-screen')),
      permission: 'members.read',
    },
    {
      path: 'members/:memberId',
      screen: lazy(() => import('./member-screen')),
      permission: 'members.read',
    },
  ],
  nav: [
    {
      to: '/members',
      label: 'members:nav.search',
      section: 'players',
      permission: 'members.read',
      order: 10,
    },
    {
      to: '/members/adjustments',
      label: 'members:nav.adjustments',
      section: 'players',
      permission: 'members.read',
      order: 20,
    },
  ],
  locales: { en, zh },
};
