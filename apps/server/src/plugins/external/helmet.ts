import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { CdnLists, CdnOrigins } from '../../modules/settings/cdn-origins.js';

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
 * Security headers (helmet). The middleware is built once at start-up and applied to every
 * response; building it per request (as the Fastify wrapper does) cost about 8% of a small call. The CSP allows the built page's inline theme script by its hash (computed at
 * start-up from index.html), images from this server, data:/blob: (QR codes) and the image CDNs,
 * game frames from the launch CDNs. Styles allow 'unsafe-inline' because dialog and scroll-lock
 * libraries inject style elements at run time.
 */
export function registerHelmet(
  app: FastifyInstance,
  options: { scriptHashes: readonly string[]; cdnOrigins: CdnOrigins },
): void {
  // Runs before helmet's own hook so the directive functions below can read the lists.
  app.addHook('onRequest', async (request) => {
    (request.raw as RequestWithCdns)[cdnSlot] = await options.cdnOrigins.current();
  });
  const headers = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
