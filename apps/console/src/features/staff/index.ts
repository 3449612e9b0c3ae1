import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** Staff accounts, their roles and their second factor (staff.manage: admins). */
export const staffFeature: ConsoleFeature = {
  id: 'staff',
  routes: [
    { path: 'staff', screen: lazy(() => import('./staff-screen')), permission: 'staff.manage' },
  ],
  nav: [
    { to: '/staff', label: 'staff:nav', section: 'control', permission: 'staff.manage', order: 90 },
  ],
  locales: { en, zh },
};
