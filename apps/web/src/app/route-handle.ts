import { createContext, useContext } from 'react';
import { isModuleEnabled, useWhitelabel } from '../api/get-whitelabel';

export type PageKey =
  | 'home'
  | 'login'
  | 'register'
  | 'noticePage'
  | 'pointMall'
  | 'lottery'
  | 'rng'
  | 'pvp'
  | 'fish'
  | 'live'
  | 'sports'
  | 'esports'
  | 'sv3'
  | 'elott'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'fbsports'
  | 'help'
  | 'feedback'
  | 'download'
  | 'join'
  | 'game'
  | 'notFound';

/** What the route table says about a screen beyond its component. */
export interface RouteHandle {
  /** Key of its document title in the `pages` namespace (title.<key>). */
  page: PageKey;
  /** Whitelabel module that must be on, otherwise the route answers the 404 screen. */
  module?: string;
  /** The route opens this account modal over the home page. */
  authModal?: 'login' | 'register';
}

/** The deepest matched route's handle, which the route table provides to the whole page. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The deepest matched route's handle, and whether its module is switched off. */
export function useRouteHandle(): { handle: RouteHandle | undefined; moduleOff: boolean } {
  const handle = useContext(RouteHandleContext);
  const tree = useWhitelabel().data?.whitelabel;
  const moduleOff = Boolean(handle?.module && tree && !isModuleEnabled(tree, handle.module));
  return { handle, moduleOff };
}
