import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * Identity checks (decision 053): the review queue and one case (kyc.review), and the settings
 * (compliance.manage, the only permission that reads them).
 */
export const kycFeature: ConsoleFeature = {
  id: 'kyc',
  routes: [
    {
      path: 'kyc/settings',
      screen: lazy(() => import('./kyc-settings-screen')),
      permission: 'compliance.manage',
    },
    { path: 'kyc', screen: lazy(() => import('./kyc-queue-screen')), permission: 'kyc.review' },
    {
      path: 'kyc/:caseId',
      screen: lazy(() => import('./kyc-case-screen')),
      permission: 'kyc.review',
    },
  ],
  nav: [
    { to: '/kyc', label: 'kyc:nav', section: 'risk', permission: 'kyc.review', order: 10 },
    {
      to: '/kyc/settings',
      label: 'kyc:settings.nav',
      section: 'risk',
      permission: 'compliance.manage',
      order: 20,
    },
  ],
  locales: { en, zh },
};
