import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer has gone: method, path, status, time,
 * client address and user agent (never the Authorization header or cookies). (Fastify's own request logging writes two lines per request, the first with
 * every header, which on the busiest calls cost more than the call.) Lines at `info`, so a
 * LOG_LEVEL of warn or above writes none.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Fastify's logger type is pino's minus isLevelEnabled; the level value says the same.
  const infoValue = 30;
  app.addHook('onResponse', (request, reply, done) => {
    const { levelVal } = request.log as unknown as { levelVal?: number };
    if (levelVal === undefined || levelVal <= infoValue) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        'request',
      );
    }
    done();
  });
}
