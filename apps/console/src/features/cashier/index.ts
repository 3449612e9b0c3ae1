import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The cashier desk: the deposit and withdrawal queues and the deposit channels (decision 043). */
export const cashierFeature: ConsoleFeature = {
  id: 'cashier',
  routes: [
    {
      path: 'cashier/deposits',
      screen: lazy(() => import('./deposits/deposits-screen')),
      permission: 'cashier.read',
    },
    {
      path: 'cashier/withdrawals',
      screen: lazy(() => import('./withdrawals/withdrawals-screen')),
      permission: 'cashier.read',
    },
    {
      path: 'cashier/channels',
      screen: lazy(() => import('./channels/channels-screen')),
      permission: 'cashier.read',
    },
  ],
  nav: [
    {
      to: '/cashier/deposits',
      label: 'cashier:nav.deposits',
      section: 'cashier',
      permission: 'cashier.read',
      order: 10,
    },
    {
      to: '/cashier/withdrawals',
      label: 'cashier:nav.withdrawals',
      section: 'cashier',
      permission: 'cashier.read',
      order: 20,
    },
    {
      to: '/cashier/channels',
      label: 'cashier:nav.channels',
      section: 'cashier',
      permission: 'cashier.read',
      order: 30,
    },
  ],
  locales: { en, zh },
};
