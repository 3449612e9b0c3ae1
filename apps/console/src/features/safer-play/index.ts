import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/**
 * Safer play as staff see it: a read-only panel of a member's own limits and breaks, shown on
 * the member page (no screen of its own, no sidebar entry).
 */
export const saferPlayFeature: ConsoleFeature = {
  id: 'saferPlay',
  routes: [],
  nav: [],
  locales: { en, zh },
};
