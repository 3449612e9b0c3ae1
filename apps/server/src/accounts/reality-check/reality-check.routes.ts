import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  realityCheckPayloadSchema,
  realityCheckValueSchema,
} from '@portal/shared/schemas/reality-check';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { RealityCheckService, SessionPlay } from './reality-check.service.js';

const auth = { auth: 'member' } as const;
const tags = ['member'];

/** The member's reality check and session time limit (member-centre page realityCheck). */
export const realityCheckRoutes: FastifyPluginAsyncZod<{
  service: RealityCheckService;
  sessionPlay: SessionPlay;
}> = async (app, { service, sessionPlay }) => {
  app.get(
    '/wps/member/reality-check',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Reality-check interval, session time limit, and the current session so far',
        querystring: emptyQuerySchema,
        response: jsonResponses(realityCheckValueSchema),
      },
    },
    async (request) => ok(await service.get(currentMember(request), sessionPlay)),
  );

  app.put(
    '/wps/member/reality-check',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Set the interval (at once) and the session limit (lower at once, higher in 24 h)',
        body: realityCheckPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.update(currentMember(request).id, request.body);
      return ok(null);
    },
  );
};
