import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The risk desk's money-pattern cases and the rules that open them (decision 054). */
export const riskCasesFeature: ConsoleFeature = {
  id: 'riskCases',
  routes: [
    {
      path: 'risk-cases',
      screen: lazy(() => import('./cases-screen')),
      permission: 'aml.read',
    },
    {
      path: 'risk-cases/rules',
      screen: lazy(() => import('./rules-screen')),
      permission: 'aml.read',
    },
    {
      path: 'risk-cases/:caseId',
      screen: lazy(() => import('./case-screen')),
      permission: 'aml.read',
    },
  ],
  nav: [
    {
      to: '/risk-cases',
      label: 'riskCases:nav.cases',
      section: 'risk',
      permission: 'aml.read',
      order: 30,
    },
    {
      to: '/risk-cases/rules',
      label: 'riskCases:nav.rules',
      section: 'risk',
      permission: 'aml.read',
      order: 40,
    },
  ],
  locales: { en, zh },
};
