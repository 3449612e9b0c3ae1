import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import {
  authenticateRequestSchema,
  authenticateValueSchema,
  balanceRequestSchema,
  CREDITS_BATCH_MAX,
  DEBITS_BATCH_MAX,
  creditRequestSchema,
  creditsRequestSchema,
  itemsValueSchema,
  debitRequestSchema,
  debitsRequestSchema,
  rollbackRequestSchema,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  transactionValueSchema,
  verifyPayloadSignature,
  walletValueSchema,
} from './protocol.js';
import type { ProviderRegistry } from './providers.js';
import type { SeamlessService } from './seamless.service.js';
import type { SettlementService } from './seamless-settlement.service.js';
import type { CreditBatch } from './seamless-credits.js';
import type { DebitBatch } from './seamless-debits.js';

/** Callback bodies are small: ids, an amount and a result summary of at most 4 KB. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** A `credits` or `debits` call: up to CREDITS_BATCH_MAX (DEBITS_BATCH_MAX) of those. */
const BATCH_BODY_LIMIT_BYTES = Math.max(CREDITS_BATCH_MAX, DEBITS_BATCH_MAX) * 5 * 1024;

const paramsSchema = z.strictObject({ provider: z.string().min(1).max(32) });

/**
 * No member session: the provider's HMAC signature over the exact bytes received is the
 * authentication. A busy provider calls from a few addresses, so the per-client rate limit
 * does not apply.
 */
const config = { rateLimit: false } as const;
const tags = ['games'];

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The seamless wallet's callbacks, `POST /wps/seamless/:provider/<call>` (protocol.ts). In this
 * plugin a JSON body is kept as the string received until its signature is checked, then parsed
 * and validated like any other body.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<{
  providers: ProviderRegistry;
  seamless: SeamlessService;
  settlement: SettlementService;
  credits: CreditBatch;
  debits: DebitBatch;
}> = async (app, { providers, seamless, settlement, credits, debits }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.addHook('preValidation', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const provider = (request.params as { provider?: string }).provider ?? '';
    const secret = providers.secret(provider);
    const signed =
      secret !== null &&
      verifyPayloadSignature(
        secret,
        {
          timestamp: header(request, SIGNATURE_TIMESTAMP_HEADER),
          signature: header(request, SIGNATURE_HEADER),
        },
        raw,
      );
    if (!signed) {
      // An unknown provider is refused like a bad signature: the answer reveals nothing.
      request.log.warn(
        { provider, known: secret !== null, ip: clientIp(request), url: request.url },
        'seamless callback signature refused',
      );
      throw new AppError('SIGNATURE_INVALID');
    }
    try {
      request.body = JSON.parse(raw) as unknown;
    } catch {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'body', reason: 'invalid_json' }]);
    }
  });

  const route = { config, bodyLimit: BODY_LIMIT_BYTES } as const;

  app.post(
    '/wps/seamless/:provider/authenticate',
    {
      ...route,
      schema: {
        tags,
        summary: 'Provider callback: the launch token is valid; the player and balance',
        params: paramsSchema,
        body: authenticateRequestSchema,
        response: jsonResponses(authenticateValueSchema),
      },
    },
    async (request) => ok(await seamless.authenticate(request.params.provider, request.body.token)),
  );

  app.post(
    '/wps/seamless/:provider/balance',
    {
      ...route,
      schema: {
        tags,
        summary: 'Provider callback: the balance of the wallet the game plays from',
        params: paramsSchema,
        body: balanceRequestSchema,
        response: jsonResponses(walletValueSchema),
      },
    },
    async (request) => ok(await seamless.balance(request.params.provider, request.body.token)),
  );

  app.post(
    '/wps/seamless/:provider/debit',
    {
      ...route,
      schema: {
        tags,
        summary: 'Provider callback: take a stake; idempotent by transactionId',
        params: paramsSchema,
        body: debitRequestSchema,
        response: jsonResponses(transactionValueSchema),
      },
    },
    async (request) => ok(await seamless.debit(request.params.provider, request.body)),
  );

  app.post(
    '/wps/seamless/:provider/debits',
    {
      config,
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: `Provider callback: up to ${DEBITS_BATCH_MAX} debits, each answered as its own debit call`,
        params: paramsSchema,
        body: debitsRequestSchema,
        response: jsonResponses(itemsValueSchema),
      },
    },
    async (request) =>
      ok({
        results: await debits.debit(request.params.provider, request.body.debits, request.log),
      }),
  );

  app.post(
    '/wps/seamless/:provider/credit',
    {
      ...route,
      schema: {
        tags,
        summary: 'Provider callback: pay and settle a round (0 for a loss); once per round',
        params: paramsSchema,
        body: creditRequestSchema,
        response: jsonResponses(transactionValueSchema),
      },
    },
    async (request) => ok(await settlement.credit(request.params.provider, request.body)),
  );

  app.post(
    '/wps/seamless/:provider/credits',
    {
      config,
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: `Provider callback: up to ${CREDITS_BATCH_MAX} credits, each answered as its own credit call`,
        params: paramsSchema,
        body: creditsRequestSchema,
        response: jsonResponses(itemsValueSchema),
      },
    },
    async (request) =>
      ok({
        results: await credits.credit(request.params.provider, request.body.credits, request.log),
      }),
  );

  app.post(
    '/wps/seamless/:provider/rollback',
    {
      ...route,
      schema: {
        tags,
        summary: 'Provider callback: give back a debit of an unsettled round',
        params: paramsSchema,
        body: rollbackRequestSchema,
        response: jsonResponses(transactionValueSchema),
      },
    },
    async (request) => ok(await settlement.rollback(request.params.provider, request.body)),
  );
};
