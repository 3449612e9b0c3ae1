import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from '../../lib/error-envelope.js';

/**
 * Every failure leaves as the error envelope. Unexpected ones are logged with their stack and
 * answered with a generic sentence: no stack trace or SQL ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, envelope, unexpected } = toErrorResponse(error, request.language ?? 'MY');
    if (unexpected) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info(
        { errorCode: envelope.errorCode, details: envelope.details },
        'request refused',
      );
    }
    return reply.status(statusCode).send(envelope);
  });
}
