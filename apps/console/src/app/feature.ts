import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@portal/shared/staff-roles';

/** The sidebar's sections, in the order they show. */
export const navSections = [
  'overview',
  'players',
  'risk',
  'cashier',
  'marketing',
  'agency',
  'lottery',
  'games',
  'content',
  'reports',
  'site',
  'control',
] as const;
export type NavSection = (typeof navSections)[number];

export interface ConsoleRoute {
  /** Under /console/, without the leading slash: 'members', 'members/:memberId'. */
  path: string;
  /** A lazily loaded screen, so each feature is its own chunk. */
  screen: LazyExoticComponent<ComponentType>;
  /** Who may open it; the server checks the same permission on every call the screen makes. */
  permission: Permission;
}

export interface NavEntry {
  to: string;
  /** An i18n key in the feature's namespace: 'members:nav.search'. */
  label: string;
  section: NavSection;
  permission: Permission;
  /** Order inside the section; lower first. */
  order: number;
}

/** What a feature adds to the console: its screens, its sidebar entries and its texts. */
export interface ConsoleFeature {
  /** Also its i18n namespace. */
  id: string;
  routes: ConsoleRoute[];
  nav: NavEntry[];
  locales: { en: Record<string, unknown>; zh: Record<string, unknown> };
}
