import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  grantPointsPayloadSchema,
  grantPointsValueSchema,
  operatorPointConfigSchema,
  operatorPointRatesSchema,
  operatorPointRedeemSchema,
  operatorPointRedeemsQuerySchema,
  operatorPointRedeemsValueSchema,
  operatorPointRewardSchema,
  operatorPointRewardsValueSchema,
  pointIdParamsSchema,
  pointRewardInputSchema,
  pointRewardStockPayloadSchema,
  rejectPointRedeemPayloadSchema,
  reviewPointRedeemPayloadSchema,
} from '@portal/shared/schemas/points';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { PointsOperatorService } from './points-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** Operator calls of the points mall; every change is audited. */
export const pointsOperatorRoutes: FastifyPluginAsyncZod<{
  service: PointsOperatorService;
}> = async (app, { service }) => {
  const base = '/wps/operator/points';

  app.get(
    `${base}/config`,
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Points: on or off, the conversion rule and minimum, the rules text',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorPointConfigSchema),
      },
    },
    async () => ok(await service.config()),
  );

  app.put(
    `${base}/config`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replace the points configuration',
        body: operatorPointConfigSchema,
        response: jsonResponses(operatorPointConfigSchema),
      },
    },
    async (request) => ok(await service.saveConfig(operatorOf(request), request.body)),
  );

  app.get(
    `${base}/rates`,
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Earning rates per game category',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorPointRatesSchema),
      },
    },
    async () => ok(await service.rates()),
  );

  app.put(
    `${base}/rates`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replace the earning rates (a category left out earns nothing)',
        body: operatorPointRatesSchema,
        response: jsonResponses(operatorPointRatesSchema),
      },
    },
    async (request) => ok(await service.saveRates(operatorOf(request), request.body)),
  );

  app.get(
    `${base}/rewards`,
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'The whole catalogue (inactive rewards too) with stock and units redeemed',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorPointRewardsValueSchema),
      },
    },
    async () => ok(await service.rewards()),
  );

  app.post(
    `${base}/rewards`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Add a reward to the catalogue',
        body: pointRewardInputSchema,
        response: jsonResponses(operatorPointRewardSchema),
      },
    },
    async (request) => ok(await service.createReward(operatorOf(request), request.body)),
  );

  app.put(
    `${base}/rewards/:id`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replace a reward (its type is fixed once redeemed)',
        params: pointIdParamsSchema,
        body: pointRewardInputSchema,
        response: jsonResponses(operatorPointRewardSchema),
      },
    },
    async (request) =>
      ok(await service.updateReward(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${base}/rewards/:id`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Take a reward off the catalogue; its redeems stay',
        params: pointIdParamsSchema,
        response: jsonResponses(operatorPointRewardSchema),
      },
    },
    async (request) => ok(await service.archiveReward(operatorOf(request), request.params.id)),
  );

  app.post(
    `${base}/rewards/:id/stock`,
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Add or remove units of a limited reward, atomically',
        params: pointIdParamsSchema,
        body: pointRewardStockPayloadSchema,
        response: jsonResponses(operatorPointRewardSchema),
      },
    },
    async (request) =>
      ok(await service.changeStock(operatorOf(request), request.params.id, request.body.change)),
  );

  app.get(
    `${base}/redeems`,
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Redeems, newest first, by status, type and member',
        querystring: operatorPointRedeemsQuerySchema,
        response: jsonResponses(operatorPointRedeemsValueSchema),
      },
    },
    async (request) => ok(await service.redeems(request.query)),
  );

  for (const action of ['process', 'approve'] as const) {
    app.post(
      `${base}/redeems/:id/${action}`,
      {
        config: Roles.can('engagement.decide'),
        schema: {
          tags,
          summary:
            action === 'process'
              ? 'A physical item is being sent: applying -> in process'
              : 'A physical item was delivered: applying or in process -> approved',
          params: pointIdParamsSchema,
          body: reviewPointRedeemPayloadSchema,
          response: jsonResponses(operatorPointRedeemSchema),
        },
      },
      async (request) =>
        ok(await service[action](operatorOf(request), request.params.id, request.body?.remark)),
    );
  }

  app.post(
    `${base}/redeems/:id/reject`,
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Reject a redeem with a reason: its points and stock come back',
        params: pointIdParamsSchema,
        body: rejectPointRedeemPayloadSchema,
        response: jsonResponses(operatorPointRedeemSchema),
      },
    },
    async (request) =>
      ok(await service.reject(operatorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    `${base}/grants`,
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Give (or take, never below zero) a member’s points by hand',
        body: grantPointsPayloadSchema,
        response: jsonResponses(grantPointsValueSchema),
      },
    },
    async (request) => ok(await service.grant(operatorOf(request), request.body)),
  );
};
