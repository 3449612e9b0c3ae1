import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../../lib/app-error.js';

/** A built page of the site, or null when the site has not been built (API-only runs). */
export function readSitePage(webDist: string, name: string): string | null {
  try {
    return fs.readFileSync(path.join(webDist, name), 'utf8');
  } catch {
    return null;
  }
}

export function readIndexHtml(webDist: string): string | null {
  return readSitePage(webDist, 'index.html');
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Vite names the files under /assets/ by content hash, so they never change: cache them for a
 * year. The HTML pages must be revalidated so a new release is picked up at once.
 */
function siteCacheHeaders(reply: FastifyReply, filePath: string): void {
  const relative = filePath.split(path.sep).join('/');
  if (relative.endsWith('.html')) {
    reply.header('cache-control', 'no-cache');
  } else if (relative.includes('/assets/')) {
    reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
}

/** Where the operator console is served (decision 041): its own app, beside the portal. */
export const CONSOLE_BASE = '/console/';

export async function registerWebSite(
  app: FastifyInstance,
  options: {
    webDist: string;
    hasIndex: boolean;
    consoleDist: string;
    hasConsole: boolean;
    assetsDir: string;
    assetsBase: string;
  },
): Promise<void> {
  // Banner and vendor images: other origins (the site behind a CDN) may embed them.
  await app.register(fastifyStatic, {
    root: options.assetsDir,
    prefix: `${options.assetsBase}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  // The house provider's game page, framed by /game on the same origin (helmet's frame-ancestors
  // 'self'); its token, language and exit travel in the query. It runs no inline script.
  const houseHtml = readSitePage(options.webDist, 'house.html');
  app.get('/house/play', { schema: { hide: true } }, async (_request, reply) => {
    if (houseHtml === null) throw new AppError('ROUTE_NOT_FOUND');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(houseHtml);
  });
  if (options.hasConsole) {
    // The console's files (with trailing slashes ignored, /console is its index too); its page
    // paths fall back to its own index.html (not-found.ts).
    await app.register(fastifyStatic, {
      root: options.consoleDist,
      prefix: CONSOLE_BASE,
      decorateReply: false,
      index: ['index.html'],
      redirect: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        siteCacheHeaders(reply, filePath);
        // Staff screens are never indexed, even when a link to one leaks.
        reply.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
  if (!options.hasIndex) return;
  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    decorateReply: false,
    // "/" is the directory index; every other page path reaches the history fallback.
    index: ['index.html'],
    redirect: false,
    // The build writes .br and .gz beside each file (scripts/precompress.mjs).
    preCompressed: true,
    // Source maps stay on the server for error tracking; visitors do not get the sources.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    cacheControl: false,
    setHeaders: siteCacheHeaders,
  });
}
