import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  deletedMissionValueSchema,
  missionIdParamsSchema,
  missionInputSchema,
  operatorMissionSchema,
  operatorMissionsValueSchema,
} from '@portal/shared/schemas/missions';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { Operator } from '../promotions/promotions-operator.service.js';
import type { MissionsOperatorService } from './missions-operator.service.js';

const tags = ['operator'];
/** Decision 016: admins run missions (as promotions); finance and viewers read them. */
const adminOnly = { staff: [] } as const;
const readers = { staff: ['finance', 'viewer'] } as const;

const operator = (request: FastifyRequest): Operator => ({
  staff: currentStaff(request),
  ip: request.ip,
});

/** Operator calls of missions; every change is audited. */
export const missionsOperatorRoutes: FastifyPluginAsyncZod<{
  service: MissionsOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/missions',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Every mission, in display order',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorMissionsValueSchema),
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    '/wps/operator/missions/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One mission with its texts in every language',
        params: missionIdParamsSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) => ok(await service.view(request.params.id)),
  );

  app.post(
    '/wps/operator/missions',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Creates a mission',
        body: missionInputSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) => ok(await service.create(operator(request), request.body)),
  );

  app.put(
    '/wps/operator/missions/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Replaces a mission',
        params: missionIdParamsSchema,
        body: missionInputSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) => ok(await service.update(operator(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/missions/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Deletes a mission and its progress (claimed rewards stay paid)',
        params: missionIdParamsSchema,
        response: jsonResponses(deletedMissionValueSchema),
      },
    },
    async (request) => ok(await service.delete(operator(request), request.params.id)),
  );
};
