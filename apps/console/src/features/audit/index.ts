import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The audit trail (audit.read; decision 044) and its integrity (audit.verify; decision 055). */
export const auditFeature: ConsoleFeature = {
  id: 'audit',
  routes: [
    { path: 'audit', screen: lazy(() => import('./audit-screen')), permission: 'audit.read' },
    {
      path: 'audit/integrity',
      screen: lazy(() => import('./integrity-screen')),
      permission: 'audit.verify',
    },
  ],
  nav: [
    { to: '/audit', label: 'audit:nav', section: 'control', permission: 'audit.read', order: 10 },
    {
      to: '/audit/integrity',
      label: 'audit:integrityNav',
      section: 'risk',
      permission: 'audit.verify',
      order: 90,
    },
  ],
  locales: { en, zh },
};
