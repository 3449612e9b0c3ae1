import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The games desk: the catalogue with its flags, and the vendors (decision 043). */
export const gamesFeature: ConsoleFeature = {
  id: 'games',
  routes: [
    { path: 'games', screen: lazy(() => import('./games-screen')), permission: 'games.read' },
    {
      path: 'games/vendors',
      screen: lazy(() => import('./vendors-screen')),
      permission: 'games.read',
    },
  ],
  nav: [
    {
      to: '/games',
      label: 'games:nav.catalogue',
      section: 'games',
      permission: 'games.read',
      order: 10,
    },
    {
      to: '/games/vendors',
      label: 'games:nav.vendors',
      section: 'games',
      permission: 'games.read',
      order: 20,
    },
  ],
  locales: { en, zh },
};
