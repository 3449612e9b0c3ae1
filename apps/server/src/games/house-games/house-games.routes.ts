import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crashPlayPayloadSchema,
  crashPlayValueSchema,
  houseRoundsValueSchema,
  houseSessionValueSchema,
  houseTokenQuerySchema,
  matchPlayPayloadSchema,
  matchPlayValueSchema,
  rouletteBetPayloadSchema,
  rouletteBetValueSchema,
  rouletteOpenValueSchema,
  rouletteSettlePayloadSchema,
  rouletteSettleValueSchema,
  slotSpinPayloadSchema,
  slotSpinValueSchema,
} from '@portal/shared/schemas/house-games';
import { AppError } from '../../lib/app-error.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import {
  launchRequestSchema,
  launchValueSchema,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  verifyPayloadSignature,
} from '../seamless/protocol.js';
import type { HouseServices } from './house-services.js';

/**
 * The provider's API is not the portal's: like an outside vendor's, it stays out of the
 * portal's OpenAPI document (its schemas are in packages/shared all the same).
 */
const tags = ['house provider'];
const hide = true;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The portal's launch call, signed like every call between the two: the JSON body is kept as
 * received until its HMAC is checked, then parsed and validated.
 */
const launchRoute: FastifyPluginAsyncZod<{ house: HouseServices; secret: string }> = async (
  app,
  { house, secret },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signed = verifyPayloadSignature(
      secret,
      {
        timestamp: header(request, SIGNATURE_TIMESTAMP_HEADER),
        signature: header(request, SIGNATURE_HEADER),
      },
      raw,
    );
    if (!signed) throw new AppError('SIGNATURE_INVALID');
    try {
      request.body = JSON.parse(raw) as unknown;
    } catch {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'body', reason: 'invalid_json' }]);
    }
  });
  app.post(
    '/house/api/launch',
    {
      config: { rateLimit: false },
      schema: {
        hide,
        tags,
        summary: 'Portal to house provider: the game page address for a launch token',
        body: launchRequestSchema,
        response: jsonResponses(launchValueSchema),
      },
    },
    async (request) => ok(await house.session.launch(request.body)),
  );
};

/**
 * The house provider's own API, called by its game pages in the /game frame with the launch
 * token (packages/shared/src/schemas/house-games.ts). Money moves only through the wallet.
 */
export const houseGamesRoutes: FastifyPluginAsyncZod<{ house: HouseServices }> = async (
  app,
  { house },
) => {
  house.rounds.reportProblemsTo(app.log);
  app.addHook('onReady', async () => house.sweeps.scheduleNext());
  await app.register(launchRoute, { house, secret: house.launchSecret });

  app.get(
    '/house/api/session',
    {
      schema: {
        hide,
        tags,
        summary: 'The player, the game and its configuration for the game page',
        querystring: houseTokenQuerySchema,
        response: jsonResponses(houseSessionValueSchema),
      },
    },
    async (request) => ok(await house.session.session(request.query.token)),
  );

  app.get(
    '/house/api/rounds',
    {
      schema: {
        hide,
        tags,
        summary: "The player's last rounds of the game",
        querystring: houseTokenQuerySchema,
        response: jsonResponses(houseRoundsValueSchema),
      },
    },
    async (request) => ok(await house.session.rounds(request.query.token)),
  );

  app.post(
    '/house/api/slot/spin',
    {
      schema: {
        hide,
        tags,
        summary: 'One slot spin: stake lineBet x lines, paid at once',
        body: slotSpinPayloadSchema,
        response: jsonResponses(slotSpinValueSchema),
      },
    },
    async (request) => ok(await house.instant.spin(request.body)),
  );

  app.post(
    '/house/api/crash/play',
    {
      schema: {
        hide,
        tags,
        summary: 'One crash round cashing out at the target',
        body: crashPlayPayloadSchema,
        response: jsonResponses(crashPlayValueSchema),
      },
    },
    async (request) => ok(await house.instant.crash(request.body)),
  );

  app.post(
    '/house/api/match/play',
    {
      schema: {
        hide,
        tags,
        summary: 'One match bet on a side, settled at once',
        body: matchPlayPayloadSchema,
        response: jsonResponses(matchPlayValueSchema),
      },
    },
    async (request) => ok(await house.instant.match(request.body)),
  );

  app.post(
    '/house/api/roulette/open',
    {
      schema: {
        hide,
        tags,
        summary: "The player's roulette round taking bets (a new one when none is)",
        body: houseTokenQuerySchema,
        response: jsonResponses(rouletteOpenValueSchema),
      },
    },
    async (request) => ok(await house.roulette.open(request.body.token)),
  );

  app.post(
    '/house/api/roulette/bet',
    {
      schema: {
        hide,
        tags,
        summary: 'Bets on the open roulette round (one debit per call)',
        body: rouletteBetPayloadSchema,
        response: jsonResponses(rouletteBetValueSchema),
      },
    },
    async (request) => ok(await house.roulette.bet(request.body)),
  );

  app.post(
    '/house/api/roulette/settle',
    {
      schema: {
        hide,
        tags,
        summary: 'The outcome of a roulette round once betting closed; the same on every call',
        body: rouletteSettlePayloadSchema,
        response: jsonResponses(rouletteSettleValueSchema),
      },
    },
    async (request) => ok(await house.roulette.settle(request.body.token, request.body.roundId)),
  );

  // The site's history fallback must not answer the provider's API paths with a page.
  app.all('/house/api/*', { schema: { hide } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
};
