import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * Messages to members' message centres (one member, everyone, a segment) with the count of
 * recipients before sending, and the feedback inbox with its reply (decision 047).
 */
export const messagesFeature: ConsoleFeature = {
  id: 'messages',
  routes: [
    {
      path: 'messages',
      screen: lazy(() => import('./messages-screen')),
      permission: 'engagement.read',
    },
    {
      path: 'messages/new',
      screen: lazy(() => import('./compose-screen')),
      permission: 'messages.send',
    },
    {
      path: 'feedback',
      screen: lazy(() => import('./feedback-screen')),
      permission: 'engagement.read',
    },
  ],
  nav: [
    {
      to: '/messages',
      label: 'messages:nav.messages',
      section: 'players',
      permission: 'engagement.read',
      order: 40,
    },
    {
      to: '/feedback',
      label: 'messages:nav.feedback',
      section: 'players',
      permission: 'engagement.read',
      order: 50,
    },
  ],
  locales: { en, zh },
};
