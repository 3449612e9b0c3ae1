import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * On every navigation: jump to the hash anchor when there is one, otherwise to the top.
 * Replacing navigations (a tab or filter written into the URL, a redirect) keep the position.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
