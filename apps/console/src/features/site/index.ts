import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * How the site runs: settings, modules, maintenance and region blocking (decision 044). Reading
 * needs site.read, changing site.manage; the server checks the same on every call.
 */
export const siteFeature: ConsoleFeature = {
  id: 'site',
  routes: [
    {
      path: 'site/settings',
      screen: lazy(() => import('./settings-screen')),
      permission: 'site.read',
    },
    {
      path: 'site/modules',
      screen: lazy(() => import('./modules-screen')),
      permission: 'site.read',
    },
    {
      path: 'site/system',
      screen: lazy(() => import('./system-screen')),
      permission: 'site.read',
    },
  ],
  nav: [
    {
      to: '/site/settings',
      label: 'site:nav.settings',
      section: 'site',
      permission: 'site.read',
      order: 10,
    },
    {
      to: '/site/modules',
      label: 'site:nav.modules',
      section: 'site',
      permission: 'site.read',
      order: 20,
    },
    {
      to: '/site/system',
      label: 'site:nav.system',
      section: 'site',
      permission: 'site.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
