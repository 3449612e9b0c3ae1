import type { LaunchGameValue } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';

export interface LaunchSportsQuery {
  language: string;
  /** A sports vendor; without it the first one open. */
  vassalage?: string | undefined;
}

/** GCS_gameLaunchFB (token): starts the sportsbook; the answer's url is what /fbsports frames. */
export const launchSports = ({ language, vassalage }: LaunchSportsQuery) =>
  api<LaunchGameValue>('/wps/relay/GCS_gameLaunchFB', {
    query: { language, ...(vassalage ? { vassalage } : {}) },
  });
