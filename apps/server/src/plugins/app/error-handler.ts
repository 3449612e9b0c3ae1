import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared/constants/languages';
import type { App } from '../../app.js';
import { hasMoneyParam, isAppError } from '../../lib/app-error.js';
import { toErrorResponse } from '../../lib/error-envelope.js';
import { languageFromHeader } from '../../lib/request-language.js';

/** The site's currency symbol, for a refusal that names an amount ("below the minimum of RM 10.00"). */
async function siteCurrencySymbol(error: unknown, request: FastifyRequest): Promise<string> {
  if (!isAppError(error) || !hasMoneyParam(error)) return '';
  try {
    return (await (request.server as App).services.settings.get('site')).currencySymbol;
  } catch (failure) {
    // The amount still reads right without its symbol; the refusal must not become a 500.
    request.log.warn({ err: failure }, 'site settings unavailable for an error message');
    return '';
  }
}

async function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
): Promise<FastifyReply> {
  const symbol = await siteCurrencySymbol(error, request);
  const { statusCode, envelope, unexpected } = toErrorResponse(error, language, symbol);
  if (unexpected) {
    request.log.error({ err: error }, 'unexpected error');
  } else {
    request.log.info(
      { errorCode: envelope.errorCode, details: envelope.details },
      'request refused',
    );
  }
  // Refusals that say how long to wait (locks, throttles, code resends) say it to HTTP too.
  const retryAfter = envelope.value?.retryAfterSeconds;
  if (statusCode === 429 && typeof retryAfter === 'number' && retryAfter > 0) {
    void reply.header('Retry-After', String(Math.ceil(retryAfter)));
  }
  return reply.status(statusCode).send(envelope);
}

/**
 * Every failure leaves as the error envelope. Unexpected ones are logged with their stack and
 * answered with a generic sentence: no stack trace or SQL ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) =>
    sendError(error, request, reply, request.language ?? 'MY'),
  );
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing, before any hook runs (a
 * path with a broken percent escape, a path parameter over the length limit). Without it Fastify
 * answers them with its own body, which is not the envelope and echoes the path.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // The language hook has not run yet: read the header here.
  void sendError(error, request, reply, languageFromHeader(request.headers.language));
}
