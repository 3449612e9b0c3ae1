import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../lib/api-paths.js';
import { toErrorResponse } from '../../lib/error-envelope.js';
import { AppError } from '../../lib/app-error.js';

/** A page of the single-page site: no file extension (or .html, e.g. /register.html). */
function isPagePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  if (pathname.startsWith('/assets/') || pathname.startsWith('/console/assets/')) return false;
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

/**
 * History-mode fallback: a GET for a page path answers the site's index.html so that the client
 * router draws it; API paths and missing files keep the JSON 404 envelope.
 */
export function registerNotFound(
  app: FastifyInstance,
  options: { indexHtml: string | null; consoleHtml: string | null; assetsBase: string },
): void {
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // The console's own history fallback: its pages live under /console/ (decision 041).
    if (/^\/console(\/|\?|$)/.test(request.url)) {
      if (options.consoleHtml !== null && isRead && isPagePath(request.url)) {
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex, nofollow')
          .send(options.consoleHtml);
      }
    } else if (
      options.indexHtml !== null &&
      isRead &&
      !isApiPath(request.url, [options.assetsBase]) &&
      isPagePath(request.url)
    ) {
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(options.indexHtml);
    }
    const { statusCode, envelope } = toErrorResponse(
      new AppError('ROUTE_NOT_FOUND'),
      request.language,
    );
    return reply.status(statusCode).send(envelope);
  });
}
