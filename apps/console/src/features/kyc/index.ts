import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** Identity checks (kyc.review; decision 053): the review queue and one case. */
export const kycFeature: ConsoleFeature = {
  id: 'kyc',
  routes: [
    { path: 'kyc', screen: lazy(() => import('./kyc-queue-screen')), permission: 'kyc.review' },
    {
      path: 'kyc/:caseId',
      screen: lazy(() => import('./kyc-case-screen')),
      permission: 'kyc.review',
    },
  ],
  nav: [{ to: '/kyc', label: 'kyc:nav', section: 'risk', permission: 'kyc.review', order: 10 }],
  locales: { en, zh },
};
