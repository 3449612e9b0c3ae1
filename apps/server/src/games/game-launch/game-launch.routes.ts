import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  launchGamePayloadSchema,
  launchGameValueSchema,
  launchSportsQuerySchema,
} from '@portal/shared/schemas/games';
import { isAppError } from '../../lib/app-error.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { GameLaunchService } from './game-launch.service.js';

/**
 * Real money: trial accounts get 403 TRIAL_ACCOUNT, agents-only accounts 403 NON_MEMBER,
 * signed-out callers 401.
 */
const config = { auth: 'play' } as const;
const tags = ['games'];

/** A provider that fails is the operator's concern: the log says which and why. */
async function logProviderFailure<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error) && error.code === 'PROVIDER_UNAVAILABLE') {
      request.log.warn({ reason: error.cause, url: request.url }, 'game provider unavailable');
    }
    throw error;
  }
}

export const gameLaunchRoutes: FastifyPluginAsyncZod<{ launches: GameLaunchService }> = async (
  app,
  { launches },
) => {
  app.post(
    '/wps/game/launchGame',
    {
      config,
      schema: {
        tags,
        summary: 'Launch a game: the address of the provider page for the /game frame',
        body: launchGamePayloadSchema,
        response: jsonResponses(launchGameValueSchema),
      },
    },
    async (request) => {
      const { nodeId, language, backUrl } = request.body;
      const member = currentMember(request);
      return ok(
        await logProviderFailure(
          request,
          launches.launch(member.id, nodeId, request.language, {
            language,
            backUrl,
            log: request.log,
          }),
        ),
      );
    },
  );

  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    {
      config,
      schema: {
        tags,
        summary: 'Launch the sports provider page: the first (or the named) sports vendor',
        querystring: launchSportsQuerySchema,
        response: jsonResponses(launchGameValueSchema),
      },
    },
    async (request) => {
      const { vassalage, language } = request.query;
      const member = currentMember(request);
      return ok(
        await logProviderFailure(
          request,
          launches.launchSports(member.id, request.language, {
            vassalage,
            language,
            log: request.log,
          }),
        ),
      );
    },
  );
};
