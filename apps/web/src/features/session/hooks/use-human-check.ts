import { useState } from 'react';
import type { HumanCheckPlace } from '@portal/shared/constants/human-check';
import type { HumanCheckInfo } from '@portal/shared/schemas/human-check';
import { useWhitelabel } from '../../../api/get-whitelabel';

/** The human check of one form (decision 064): whether it is asked, and the widget's answer. */
export interface HumanCheck {
  /** The widget to draw, or null while this place asks for no check. */
  widget: NonNullable<HumanCheckInfo> | null;
  token: string;
  setToken: (token: string) => void;
  /** Counts the resets asked for; the field draws a fresh challenge on each. */
  resets: number;
  /** The answer is spent (each is good for one call): a fresh challenge, and no token. */
  reset: () => void;
  /** The check is asked and not answered yet. */
  missing: () => boolean;
  /** The payload field to send along. */
  payload: () => { humanCheck?: string };
}

export function useHumanCheck(place: HumanCheckPlace): HumanCheck {
  const info = useWhitelabel().data?.humanCheck ?? null;
  const widget = info?.[place] ? info : null;
  const [token, setToken] = useState('');
  const [resets, setResets] = useState(0);
  return {
    widget,
    token,
    setToken,
    resets,
    reset: () => {
      if (!widget) return;
      setToken('');
      setResets((count) => count + 1);
    },
    missing: () => widget !== null && token === '',
    payload: () => (widget && token ? { humanCheck: token } : {}),
  };
}
