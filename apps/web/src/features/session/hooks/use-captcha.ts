import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MS } from '@portal/shared/constants/limits';
import { getCaptcha } from '../api/get-captcha';
import { useThrottle } from './use-throttle';

export interface Captcha {
  /** The image as a data URL, null before the first one arrived. */
  image: string | null;
  /** Asks for a new image; clicks within a second of the last request are ignored. */
  refresh: () => void;
  /** A new image whatever the throttle says: a failed attempt used up the previous answer. */
  renew: () => void;
}

/**
 * The captcha of a form, loaded once `active` (the server asked for it). The server keeps the
 * answer of the last image it issued, so an image never replaces a newer one; a refused request
 * (the server too allows one image a second) leaves the current image in place.
 */
export function useCaptcha(active: boolean): Captcha {
  const [image, setImage] = useState<string | null>(null);
  const requested = useRef(0);
  const shown = useRef(0);
  const allow = useThrottle(CAPTCHA_REFRESH_MS);

  const load = useCallback(() => {
    const request = ++requested.current;
    getCaptcha().then(
      (value) => {
        if (request < shown.current) return;
        shown.current = request;
        setImage(value);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!active) return;
    allow();
    load();
  }, [active, allow, load]);

  const refresh = () => {
    if (allow()) load();
  };
  const renew = () => {
    allow();
    load();
  };
  return { image, refresh, renew };
}
