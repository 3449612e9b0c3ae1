import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { CdnLists, CdnOrigins, CspSources } from '../../platform/settings/cdn-origins.js';

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
 * image CDNs, game frames from the launch CDNs, and Google's tag hosts only while the site has a
 * tag id (analytics.gtagId), and the human-check widget's hosts (scripts, frames, calls) only
 * while the environment configures a provider (decision 064). Styles allow 'unsafe-inline' because dialog and
 * scroll-lock libraries inject style elements at run time.
 *
 * The headers depend only on the CDN lists and the tag switch, which change when an operator
 * changes them: helmet
 * runs once per lists object to produce them, and each response gets that finished set (running
 * helmet's middleware per request, which rebuilds the CSP each time, cost several percent of a
 * small call).
 */
export function registerHelmet(
  app: FastifyInstance,
  options: {
    scriptHashes: readonly string[];
    cdnOrigins: CdnOrigins;
    /** The human-check provider's hosts while one is configured (decision 064), else empty. */
    humanCheckHosts?: readonly string[];
  },
): void {
  const widget = options.humanCheckHosts ?? [];
  const withoutTag = policy(options.scriptHashes, [], widget);
  const withTag = policy(options.scriptHashes, GOOGLE_TAG, widget);
  const produced = new WeakMap<CspSources, Record<string, string>>();
  const headersFor = (lists: CspSources): Record<string, string> => {
    let headers = produced.get(lists);
    if (!headers) {
      const set: Record<string, string> = {};
      const request = { [cdnSlot]: lists } as unknown as IncomingMessage;
      const response = {
        setHeader: (name: string, value: string) => (set[name] = value),
        removeHeader: () => undefined,
      } as unknown as ServerResponse;
      (lists.googleTag ? withTag : withoutTag)(request, response, (error?: unknown) => {
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

/**
 * Where the Google tag loads from and reports to (Google's guidance for a CSP with Google
 * Analytics 4), allowed only while the site has a tag id (analytics.gtagId).
 */
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** One helmet for each tag state: the directives are fixed, the CDN lists read per lists object. */
function policy(
  scriptHashes: readonly string[],
  tag: typeof GOOGLE_TAG | [],
  widget: readonly string[],
) {
  const extra = (kind: keyof typeof GOOGLE_TAG) => (Array.isArray(tag) ? [] : tag[kind]);
  return helmet({
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...extra('script'), ...widget],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', sources((l) => l.imageCDNs), ...extra('img')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra('connect'), ...widget],
        frameSrc: ["'self'", sources((l) => l.launchGameCDNs), ...widget],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
}
