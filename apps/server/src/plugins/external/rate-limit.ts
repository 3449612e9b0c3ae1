import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { isApiPath } from '../../lib/api-paths.js';

/**
 * A global per-IP limit on API calls. With Redis the counters are shared by every instance behind
 * the load balancer; without it each process counts on its own. Static files are not counted.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    config: Pick<Config, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS' | 'REDIS_PREFIX'>;
    redis: Redis | null;
  },
): Promise<void> {
  if (options.config.RATE_LIMIT_MAX === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: options.config.RATE_LIMIT_MAX,
    timeWindow: options.config.RATE_LIMIT_WINDOW_MS,
    nameSpace: `${options.config.REDIS_PREFIX}rate-limit:`,
    ...(options.redis ? { redis: options.redis } : {}),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}
