import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  convertPointPayloadSchema,
  convertPointValueSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointMovementsQuerySchema,
  pointMovementsValueSchema,
  pointRewardsQuerySchema,
  pointRewardsValueSchema,
  redeemPointListQuerySchema,
  redeemPointListValueSchema,
  redeemPointRewardPayloadSchema,
  redeemPointRewardValueSchema,
} from '@portal/shared/schemas/points';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { PointsRedeemService } from './points-redeem.service.js';
import type { PointsService } from './points.service.js';

const tags = ['points'];
/** Points are earned by playing: not for trial or agents-only accounts (NON_MEMBER). */
const play = { auth: 'play' } as const;
/** The mall shows its catalogue and rules to visitors too. */
const optional = { auth: 'optional' } as const;
/** The payment password travels in the body (as for withdrawals, decision 011). */
const withPassword = { auth: 'play', encrypted: true } as const;

/** The points calls of spec section 7, all under /wps/relay/ (decision 027). */
export const pointsRoutes: FastifyPluginAsyncZod<{
  service: PointsService;
  redeem: PointsRedeemService;
}> = async (app, { service, redeem }) => {
  app.get(
    '/wps/relay/MCS2_getPointBalance',
    {
      config: play,
      schema: {
        tags,
        summary: 'The member’s points and what they convert to now',
        querystring: emptyQuerySchema,
        response: jsonResponses(pointBalanceSchema),
      },
    },
    async (request) => ok(await service.balance(currentMember(request).id)),
  );

  app.get(
    '/wps/relay/MCS2_getPointConfig',
    {
      config: optional,
      schema: {
        tags,
        summary: 'Earning rates per game category, the conversion rule and minimum, the rules text',
        querystring: emptyQuerySchema,
        response: jsonResponses(pointConfigSchema),
      },
    },
    async (request) => ok(await service.config(request.language)),
  );

  app.get(
    '/wps/relay/MCS2_getPointReward',
    {
      config: optional,
      schema: {
        tags,
        summary: 'The reward catalogue (by type), with the signed-in member’s own counts',
        querystring: pointRewardsQuerySchema,
        response: jsonResponses(pointRewardsValueSchema),
      },
    },
    async (request) =>
      ok(await service.rewards(request.member?.id ?? null, request.query, request.language)),
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      config: withPassword,
      schema: {
        tags,
        summary: 'Redeem a reward with points (encrypted; idempotent by reference)',
        body: redeemPointRewardPayloadSchema,
        response: jsonResponses(redeemPointRewardValueSchema),
      },
    },
    async (request) =>
      ok(await redeem.redeem(currentMember(request).id, request.body, request.language)),
  );

  app.get(
    '/wps/relay/MCS2_getRedeemPointList',
    {
      config: play,
      schema: {
        tags,
        summary: 'The member’s redeems, newest first, by date range, status and type',
        querystring: redeemPointListQuerySchema,
        response: jsonResponses(redeemPointListValueSchema),
      },
    },
    async (request) =>
      ok(await service.redeemList(currentMember(request).id, request.query, request.language)),
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      config: withPassword,
      schema: {
        tags,
        summary: 'Convert points to cash in the main wallet (encrypted; idempotent by reference)',
        body: convertPointPayloadSchema,
        response: jsonResponses(convertPointValueSchema),
      },
    },
    async (request) => ok(await service.convert(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      config: play,
      schema: {
        tags,
        summary: 'Every points movement with the balance after it, newest first',
        querystring: pointMovementsQuerySchema,
        response: jsonResponses(pointMovementsValueSchema),
      },
    },
    async (request) => ok(await service.movements(currentMember(request).id, request.query)),
  );
};
