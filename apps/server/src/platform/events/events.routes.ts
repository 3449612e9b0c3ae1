import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deadLetterParamsSchema,
  deadLettersPageSchema,
  deadLettersQuerySchema,
  eventConsumersValueSchema,
} from '@portal/shared/schemas/operator';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { EventsOperatorService } from './events-operator.service.js';
import { operatorOf, Roles } from '../operators/operator-routes.js';

const tags = ['operator'];

/** Operator calls of the domain events: consumers and dead letters (events.read), retry (events.manage). */
export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsOperatorService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/operator/events/consumers',
    {
      config: Roles.can('events.read'),
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
      config: Roles.can('events.read'),
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
      config: Roles.can('events.manage'),
      schema: {
        tags,
        summary: 'Hand a dead-lettered event to its consumer again (audited)',
        params: deadLetterParamsSchema,
        body: z.strictObject({}).nullish(),
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.retry(request.params.id, operatorOf(request));
      return ok(null);
    },
  );
};
