import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Commands fail at once while Redis is unreachable (no offline queue), so the rate limiter skips
 * and the health check reports it instead of requests hanging.
 */
export function createRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) logger.error({ err: error }, 'redis connection error');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.info('redis connection restored');
    reported = false;
  });
  return redis;
}
