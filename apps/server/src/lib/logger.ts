import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * Structured JSON logs, one line per request (plugins/app/request-log.ts). A line that carries a
 * request (`req`) has its headers, so that proxies and clients can be traced, but credentials
 * never reach the log: the session token rides in Authorization.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        headers: { ...request.headers },
      }),
    },
  };
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY && !destination;
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
