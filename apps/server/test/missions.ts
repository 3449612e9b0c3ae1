import {
  claimMissionValueSchema,
  missionLeaderboardValueSchema,
  missionSummaryValueSchema,
  operatorMissionSchema,
  type MissionInput,
} from '@portal/shared/schemas/missions';
import type { LightMyRequestResponse } from 'fastify';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';

type Headers = Record<string, string>;

/** A daily deposit mission of 100.00 paying 50 points; override what matters. */
export function missionInput(overrides: Partial<MissionInput> = {}): MissionInput {
  return {
    names: { EN: 'Deposit 100 today', VI: 'Nạp 100 hôm nay' },
    descriptions: { EN: 'Deposit a total of 100.00 today.' },
    period: 'daily',
    condition: 'deposit_total',
    target: 100,
    reward: { type: 'points', points: 50 },
    sortOrder: 1,
    ...overrides,
  };
}

export async function createMission(t: TestApp, admin: { headers: Headers }, input: MissionInput) {
  return expectValue(
    await t.app.inject({
      method: 'POST',
      url: '/wps/operator/missions',
      headers: admin.headers,
      payload: input,
    }),
    operatorMissionSchema,
  );
}

export const getSummary = (t: TestApp, headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getMissionSummaryDetails', headers });

export async function summary(t: TestApp, headers: Headers) {
  return expectValue(await getSummary(t, headers), missionSummaryValueSchema);
}

/** The member's view of one mission in the summary. */
export async function missionOf(t: TestApp, headers: Headers, missionId: number) {
  const found = (await summary(t, headers)).missions.find((m) => m.id === missionId);
  if (!found) throw new Error(`mission ${missionId} not in the summary`);
  return found;
}

export const postClaim = (
  t: TestApp,
  headers: Headers,
  missionId: number,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_claimMission',
    headers,
    payload: { missionId },
  });

export async function claim(t: TestApp, headers: Headers, missionId: number) {
  return expectValue(await postClaim(t, headers, missionId), claimMissionValueSchema);
}

export const getLeaderboard = (t: TestApp, headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getMissionLeaderboard${query}`, headers });

export async function leaderboard(t: TestApp, headers: Headers, query = '') {
  return expectValue(await getLeaderboard(t, headers, query), missionLeaderboardValueSchema);
}
