import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deadLetterParamsSchema,
  deadLettersPageSchema,
  deadLettersQuerySchema,
  eventConsumersValueSchema,
} from '@portal/shared/schemas/operator';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { EventsOperatorService } from './events-operator.service.js';

const tags = ['operator'];
const readers = { staff: ['viewer'] } as const;
const adminOnly = { staff: [] } as const;

/** Operator calls of the domain events: consumers, dead letters (admin, viewer), retry (admin). */
export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsOperatorService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/operator/events/consumers',
    {
      config: readers,
      schema: {
        tags,
        summary: "Each event consumer's place, what it is behind by and why it waits",
        querystring: emptyQuerySchema,
        response: jsonResponses(eventConsumersValueSchema),
      },
    },
    async () => ok(await service.consumers()),
  );

  app.get(
    '/wps/operator/events/dead-letters',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Events a consumer gave up on after its retries, newest first',
        querystring: deadLettersQuerySchema,
        response: jsonResponses(deadLettersPageSchema),
      },
    },
    async (request) => ok(await service.deadLetters(request.query)),
  );

  app.post(
    '/wps/operator/events/dead-letters/:id/retry',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Hand a dead-lettered event to its consumer again (admin; audited)',
        params: deadLetterParamsSchema,
        body: z.strictObject({}).nullish(),
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.retry(request.params.id, {
        staff: currentStaff(request),
        ip: clientIp(request),
      });
      return ok(null);
    },
  );
};
