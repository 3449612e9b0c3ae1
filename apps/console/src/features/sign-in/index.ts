import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * The staff member's own access: signing in (drawn outside the shell, app/router.tsx) and their
 * account page (role, permissions, second factor, recovery codes). The account is open to every
 * role: `dashboard.read` is the permission all of them hold.
 */
export const signInFeature: ConsoleFeature = {
  id: 'signIn',
  routes: [
    {
      path: 'account',
      screen: lazy(() => import('./account-screen')),
      permission: 'dashboard.read',
    },
  ],
  nav: [],
  locales: { en, zh },
};
