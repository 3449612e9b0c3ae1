import { lazy } from 'react';
import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * What the portal shows: banners, announcements, the help centre and customer service
 * (decision 044). Reading needs content.read, changing content.manage; the server checks the same.
 */
export const contentFeature: ConsoleFeature = {
  id: 'content',
  routes: [
    {
      path: 'content/banners',
      screen: lazy(() => import('./banners/banners-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/banners/:bannerId',
      screen: lazy(() => import('./banners/banner-editor-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/announcements',
      screen: lazy(() => import('./announcements/announcements-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/announcements/:announcementId',
      screen: lazy(() => import('./announcements/announcement-editor-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/help',
      screen: lazy(() => import('./help/help-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/help/articles/:articleId',
      screen: lazy(() => import('./help/article-editor-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/customer-service',
      screen: lazy(() => import('./customer-service/customer-service-screen')),
      permission: 'content.read',
    },
    {
      path: 'content/customer-service/:entryId',
      screen: lazy(() => import('./customer-service/cs-editor-screen')),
      permission: 'content.read',
    },
  ],
  nav: [
    {
      to: '/content/banners',
      label: 'content:nav.banners',
      section: 'content',
      permission: 'content.read',
      order: 10,
    },
    {
      to: '/content/announcements',
      label: 'content:nav.announcements',
      section: 'content',
      permission: 'content.read',
      order: 20,
    },
    {
      to: '/content/help',
      label: 'content:nav.help',
      section: 'content',
      permission: 'content.read',
      order: 30,
    },
    {
      to: '/content/customer-service',
      label: 'content:nav.customerService',
      section: 'content',
      permission: 'content.read',
      order: 40,
    },
  ],
  locales: { en, zh },
};
