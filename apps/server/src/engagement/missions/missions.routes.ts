import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  claimMissionPayloadSchema,
  claimMissionValueSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardValueSchema,
  missionSummaryValueSchema,
} from '@portal/shared/schemas/missions';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { MissionsService } from './missions.service.js';

const tags = ['missions'];
/** Missions pay real rewards for play: not for trial or agents-only accounts. */
const play = { auth: 'play' } as const;

/** The mission calls of spec section 7, under /wps/relay/ (decision 030). */
export const missionsRoutes: FastifyPluginAsyncZod<{ service: MissionsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      config: play,
      schema: {
        tags,
        summary: "The member's missions in their current periods, and the count ready to claim",
        querystring: emptyQuerySchema,
        response: jsonResponses(missionSummaryValueSchema),
      },
    },
    async (request) => ok(await service.summary(currentMember(request).id, request.language)),
  );

  app.post(
    '/wps/relay/MCSFE_claimMission',
    {
      config: play,
      schema: {
        tags,
        summary: 'Claims a mission completed in its current period: its reward is paid once',
        body: claimMissionPayloadSchema,
        response: jsonResponses(claimMissionValueSchema),
      },
    },
    async (request) =>
      ok(await service.claim(currentMember(request).id, request.body.missionId, request.language)),
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      config: play,
      schema: {
        tags,
        summary:
          "A mission's ranking in its current period, accounts masked, with the caller's rank",
        querystring: missionLeaderboardQuerySchema,
        response: jsonResponses(missionLeaderboardValueSchema),
      },
    },
    async (request) =>
      ok(await service.leaderboard(currentMember(request).id, request.query, request.language)),
  );
};
