import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** The chat desk of customer service: live conversations with members and visitors (decision 060). */
export const liveChatFeature: ConsoleFeature = {
  id: 'liveChat',
  routes: [{ path: 'chat', screen: lazy(() => import('./desk-screen')), permission: 'chat.serve' }],
  nav: [
    {
      to: '/chat',
      label: 'liveChat:nav.desk',
      section: 'players',
      permission: 'chat.serve',
      order: 45,
    },
  ],
  locales: { en, zh },
};
