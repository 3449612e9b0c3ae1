import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';
import { normalizeIp } from './cidr.js';

/**
 * The visitor's address: Fastify applies TRUST_PROXY to X-Forwarded-For when computing `ip`. The
 * client writes the first entry of that header itself, so anything that is not an IP address
 * falls back to the connection's own address; nothing unparsed is logged, stored or compared.
 */
export function clientIp(request: FastifyRequest): string {
  for (const candidate of [request.ip, request.socket.remoteAddress ?? '']) {
    const address = ipaddr.isValid(candidate) ? normalizeIp(candidate) : '';
    // 45 characters hold any IPv6 address; a longer one carries a zone id nobody needs.
    if (address && address.length <= 45) return address;
  }
  return '0.0.0.0';
}

/** The site's origin as the visitor reached it (honours X-Forwarded-Proto/Host behind a proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
