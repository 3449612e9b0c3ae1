import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdParamsSchema } from '@portal/shared/schemas/operator-members';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  operatorSaferPlaySchema,
  playBreakSchema,
  returnPayloadSchema,
  returnValueSchema,
  saferPlayViewSchema,
  setLimitPayloadSchema,
  takeBreakPayloadSchema,
} from '@portal/shared/schemas/safer-play';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { SaferPlayService } from './safer-play.service.js';

/** The member's own limits and breaks need a real-money account (trial accounts get 403). */
const auth = { auth: 'realMoney' } as const;
const tags = ['member'];

export const saferPlayRoutes: FastifyPluginAsyncZod<{ service: SaferPlayService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/safer-play',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Deposit, loss and wager limits with what each period used, and the break',
        querystring: emptyQuerySchema,
        response: jsonResponses(saferPlayViewSchema),
      },
    },
    async (request) => ok(await service.view(currentMember(request).id)),
  );

  app.put(
    '/wps/member/safer-play/limits',
    {
      config: auth,
      schema: {
        tags,
        summary:
          'Set or remove a limit: a first limit or a decrease applies at once, an increase or a removal after 24 hours',
        body: setLimitPayloadSchema,
        response: jsonResponses(saferPlayViewSchema),
      },
    },
    async (request) => ok(await service.setLimit(currentMember(request).id, request.body)),
  );

  app.post(
    '/wps/member/safer-play/break',
    {
      config: auth,
      schema: {
        tags,
        summary:
          'Take a time-out or self-exclude (login password): every session ends and nothing shortens it',
        body: takeBreakPayloadSchema,
        response: jsonResponses(playBreakSchema),
      },
    },
    async (request) => ok(await service.takeBreak(currentMember(request).id, request.body)),
  );

  app.post(
    '/wps/member/safer-play/return',
    {
      schema: {
        tags,
        summary: 'After a self-exclusion ended, ask to return (play opens 24 hours later)',
        body: returnPayloadSchema,
        response: jsonResponses(returnValueSchema),
      },
    },
    async (request) => ok(await service.askReturn(request.body.username, request.body.password)),
  );

  app.get(
    '/wps/operator/members/:id/safer-play',
    {
      config: Roles.can('safer.read'),
      schema: {
        tags: ['operator'],
        summary: "A member's limits, break and every change of them (read only)",
        params: memberIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorSaferPlaySchema),
      },
    },
    async (request) => ok(await service.operatorView(request.params.id)),
  );
};
