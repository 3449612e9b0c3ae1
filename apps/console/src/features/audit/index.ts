import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The audit trail (audit.read; decision 044). */
export const auditFeature: ConsoleFeature = {
  id: 'audit',
  routes: [
    { path: 'audit', screen: lazy(() => import('./audit-screen')), permission: 'audit.read' },
  ],
  nav: [
    { to: '/audit', label: 'audit:nav', section: 'control', permission: 'audit.read', order: 10 },
  ],
  locales: { en, zh },
};
