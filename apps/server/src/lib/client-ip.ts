import type { FastifyRequest } from 'fastify';
import { normalizeIp } from './cidr.js';

/** The visitor's address: Fastify applies TRUST_PROXY to X-Forwarded-For when computing `ip`. */
export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip);
}

/** The site's origin as the visitor reached it (honours X-Forwarded-Proto/Host behind a proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
