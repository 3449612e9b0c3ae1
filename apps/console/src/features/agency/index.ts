import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The agency desk: the tree, each agent's contracts and moves, settlement runs, announcements. */
export const agencyFeature: ConsoleFeature = {
  id: 'agency',
  routes: [
    {
      path: 'agency/tree',
      screen: lazy(() => import('./tree-screen')),
      permission: 'agency.read',
    },
    {
      path: 'agency/agents/:memberId',
      screen: lazy(() => import('./agent-screen')),
      permission: 'agency.read',
    },
    {
      path: 'agency/settlements',
      screen: lazy(() => import('./runs-screen')),
      permission: 'agency.read',
    },
    {
      path: 'agency/settlements/run',
      screen: lazy(() => import('./run-screen')),
      permission: 'agency.read',
    },
    {
      path: 'agency/announcements',
      screen: lazy(() => import('./announcements-screen')),
      permission: 'agency.read',
    },
  ],
  nav: [
    {
      to: '/agency/tree',
      label: 'agency:nav.tree',
      section: 'agency',
      permission: 'agency.read',
      order: 10,
    },
    {
      to: '/agency/settlements',
      label: 'agency:nav.settlements',
      section: 'agency',
      permission: 'agency.read',
      order: 20,
    },
    {
      to: '/agency/announcements',
      label: 'agency:nav.announcements',
      section: 'agency',
      permission: 'agency.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
