import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The domain events: each consumer's place and lag, the dead letters and their replay. */
export const eventsFeature: ConsoleFeature = {
  id: 'events',
  routes: [
    { path: 'events', screen: lazy(() => import('./events-screen')), permission: 'events.read' },
  ],
  nav: [
    {
      to: '/events',
      label: 'events:nav',
      section: 'control',
      permission: 'events.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
