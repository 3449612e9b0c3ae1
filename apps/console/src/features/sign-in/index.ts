import type { ConsoleFeature } from '../../app/feature';
import { en, zh } from './locales';

/** Sign-in draws outside the shell (app/router.tsx); this registers its texts. */
export const signInFeature: ConsoleFeature = {
  id: 'signIn',
  routes: [],
  nav: [],
  locales: { en, zh },
};
