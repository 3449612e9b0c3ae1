import type { LaunchGamePayload, LaunchGameValue } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';

/** Starts a game session; the answer's url is what the /game frame loads. */
export const launchGame = (payload: LaunchGamePayload) =>
  api<LaunchGameValue>('/wps/game/launchGame', { method: 'POST', body: payload });
