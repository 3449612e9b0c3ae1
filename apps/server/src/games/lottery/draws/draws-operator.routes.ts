import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  operatorDrawSchema,
  operatorDrawsQuerySchema,
  operatorDrawsValueSchema,
  operatorLotteryLimitsSchema,
  operatorResultPayloadSchema,
  operatorVoidPayloadSchema,
} from '@portal/shared/schemas/lottery';
import { jsonResponses, ok } from '../../../lib/responses.js';
import type { DrawsOperatorService } from './draws-operator.service.js';
import { operatorOf, Roles } from '../../../platform/operators/operator-routes.js';

const tags = ['operator'];
const BASE = '/wps/operator/lottery';
const drawParams = z.strictObject({ drawId: z.string().min(1).max(64) });
const emptyBody = z.strictObject({}).optional();

/** The operator's lottery calls (decision 035), every change audited. */
export const lotteryOperatorRoutes: FastifyPluginAsyncZod<{
  service: DrawsOperatorService;
}> = async (app, { service }) => {
  app.get(
    `${BASE}/draws`,
    {
      config: Roles.can('lottery.read'),
      schema: {
        tags,
        summary: 'Lottery draws, latest first, with their result, operators and money',
        querystring: operatorDrawsQuerySchema,
        response: jsonResponses(operatorDrawsValueSchema),
      },
    },
    async (request) => ok(await service.list(request.query)),
  );
  const draw = jsonResponses(operatorDrawSchema);
  app.get(
    `${BASE}/draws/:drawId`,
    {
      config: Roles.can('lottery.read'),
      schema: {
        tags,
        summary: 'One draw with its result, operators and money',
        params: drawParams,
        querystring: emptyQuerySchema,
        response: draw,
      },
    },
    async (request) => ok(await service.get(request.params.drawId)),
  );
  app.post(
    `${BASE}/draws/:drawId/close`,
    {
      config: Roles.can('lottery.manage'),
      schema: {
        tags,
        summary: "Stop an open draw's sales now, before its cut-off; audited with the reason",
        params: drawParams,
        body: operatorVoidPayloadSchema,
        response: draw,
      },
    },
    async (request) =>
      ok(await service.closeNow(operatorOf(request), request.params.drawId, request.body.reason)),
  );
  app.post(
    `${BASE}/draws/:drawId/result`,
    {
      config: Roles.can('lottery.results'),
      schema: {
        tags,
        summary: "Enter a traditional draw's result (a second operator confirms it); audited",
        params: drawParams,
        body: operatorResultPayloadSchema,
        response: draw,
      },
    },
    async (request) =>
      ok(await service.enterResult(operatorOf(request), request.params.drawId, request.body.sheet)),
  );
  app.post(
    `${BASE}/draws/:drawId/confirm`,
    {
      config: Roles.can('lottery.results'),
      schema: {
        tags,
        summary: 'Confirm the result another operator entered: the draw is drawn; audited',
        params: drawParams,
        body: emptyBody,
        response: draw,
      },
    },
    async (request) => ok(await service.confirm(operatorOf(request), request.params.drawId)),
  );
  app.post(
    `${BASE}/draws/:drawId/void`,
    {
      config: Roles.can('lottery.manage'),
      schema: {
        tags,
        summary: 'Void a draw without a final result: its tickets are refunded; audited',
        params: drawParams,
        body: operatorVoidPayloadSchema,
        response: draw,
      },
    },
    async (request) =>
      ok(await service.void(operatorOf(request), request.params.drawId, request.body.reason)),
  );
  app.post(
    `${BASE}/draws/:drawId/draw`,
    {
      config: Roles.can('lottery.manage'),
      schema: {
        tags,
        summary: 'Close and draw a fast (or house) draw now, before its time; audited',
        params: drawParams,
        body: emptyBody,
        response: draw,
      },
    },
    async (request) => ok(await service.drawNow(operatorOf(request), request.params.drawId)),
  );
  app.get(
    `${BASE}/settings`,
    {
      config: Roles.can('lottery.read'),
      schema: {
        tags,
        summary: 'Lottery cut-offs, stake limits, liability cap and prize mode',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorLotteryLimitsSchema),
      },
    },
    async () => ok(await service.settings()),
  );
  app.put(
    `${BASE}/settings`,
    {
      config: Roles.can('lottery.manage'),
      schema: {
        tags,
        summary: 'Set the lottery cut-offs, limits and prize mode; audited',
        body: operatorLotteryLimitsSchema,
        response: jsonResponses(operatorLotteryLimitsSchema),
      },
    },
    async (request) => ok(await service.setSettings(operatorOf(request), request.body)),
  );
};
