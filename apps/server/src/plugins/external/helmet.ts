import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { CdnLists, CdnOrigins } from '../../platform/settings/cdn-origins.js';

const cdnSlot = Symbol('cdnLists');
type RequestWithCdns = IncomingMessage & { [cdnSlot]?: CdnLists };

function sources(pick: (lists: CdnLists) => string[]) {
  return (req: IncomingMessage) => {
    const origins = (req as RequestWithCdns)[cdnSlot];
    const list = origins ? pick(origins) : [];
    return list.length > 0 ? list.join(' ') : "'self'";
  };
}

/**
 * Security headers (helmet). The CSP allows the built page's inline theme script by its hash
 * (computed at start-up from index.html), images from this server, data:/blob: (QR codes) and the
 * image CDNs, game frames from the launch CDNs. Styles allow 'unsafe-inline' because dialog and
 * scroll-lock libraries inject style elements at run time.
 *
 * The headers depend only on the CDN lists, which change when an operator changes them: helmet
 * runs once per lists object to produce them, and each response gets that finished set (running
 * helmet's middleware per request, which rebuilds the CSP each time, cost several percent of a
 * small call).
 */
export function registerHelmet(
  app: FastifyInstance,
  options: { scriptHashes: readonly string[]; cdnOrigins: CdnOrigins },
): void {
  const middleware = helmet({
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', sources((l) => l.imageCDNs)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", sources((l) => l.launchGameCDNs)],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  const produced = new WeakMap<CdnLists, Record<string, string>>();
  const headersFor = (lists: CdnLists): Record<string, string> => {
    let headers = produced.get(lists);
    if (!headers) {
      const set: Record<string, string> = {};
      const request = { [cdnSlot]: lists } as unknown as IncomingMessage;
      const response = {
        setHeader: (name: string, value: string) => (set[name] = value),
        removeHeader: () => undefined,
      } as unknown as ServerResponse;
      middleware(request, response, (error?: unknown) => {
        if (error) throw error;
      });
      headers = set;
      produced.set(lists, headers);
    }
    return headers;
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headersFor(await options.cdnOrigins.current()));
  });
}
