import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared/constants/languages';
import { toErrorResponse } from '../../lib/error-envelope.js';
import { languageFromHeader } from '../../lib/request-language.js';

function sendError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
): FastifyReply {
  const { statusCode, envelope, unexpected } = toErrorResponse(error, language);
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
