import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type Language,
} from '@portal/shared/constants/languages';
import { SANDBOX_PAY_PATH } from './payment-gateways.js';
import type { SandboxGateway } from './sandbox-gateway.js';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox-page.js';
import { SANDBOX_TEXTS } from './sandbox-texts.js';

const linkSchema = {
  order: z.string().trim().max(32),
  sig: z.string().trim().max(128),
  /** The site's theme, added by the site to the pay link (not signed: it changes only colours). */
  theme: z.enum(['dark', 'light']).optional(),
  /** The member's language on the site, added beside the theme (not signed either). */
  lang: z.enum(LANGUAGE_CODES as [Language, ...Language[]]).optional(),
};
const payQuerySchema = z.strictObject(linkSchema);
const payFormSchema = z.strictObject({ ...linkSchema, outcome: z.enum(['success', 'failed']) });

/**
 * Where the sandbox sends its callback: this server's own listening address, over loopback, as
 * an outside gateway would reach the merchant's public address.
 */
export function loopbackBase(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The built-in sandbox gateway's pay page (development and tests only; not in the API docs). */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxGateway }> = async (
  app,
  { sandbox },
) => {
  app.get(
    SANDBOX_PAY_PATH,
    { schema: { hide: true, querystring: payQuerySchema } },
    async (request, reply) => {
      const { order: orderNo, sig, theme, lang: language } = request.query;
      const order = await sandbox.order(orderNo, sig);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return order
        ? reply.send(renderSandboxPage(order, { theme, language }))
        : reply.status(404).send(renderSandboxNotFound(theme, language));
    },
  );

  app.post(
    SANDBOX_PAY_PATH,
    {
      schema: {
        hide: true,
        consumes: ['application/x-www-form-urlencoded'],
        body: payFormSchema,
      },
    },
    async (request, reply) => {
      const { order: orderNo, sig, outcome, theme, lang: language } = request.body;
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const base = loopbackBase(app);
      if (!base) throw new Error('The sandbox gateway needs the server to listen on a TCP port');
      const result = await sandbox.pay(orderNo, sig, outcome, base);
      if (!result) return reply.status(404).send(renderSandboxNotFound(theme, language));
      const { order, delivery } = result;
      if (delivery && !delivery.ok) {
        request.log.warn({ orderNo, delivery }, 'sandbox callback not acknowledged');
        const error = SANDBOX_TEXTS[language ?? FALLBACK_LANGUAGE].notAcknowledged(
          delivery.status > 0 ? `HTTP ${delivery.status}` : delivery.body,
        );
        return reply.status(502).send(renderSandboxPage(order, { error, theme, language }));
      }
      // 303: the browser follows with a GET, as after any form post.
      return reply.redirect(order.returnUrl, 303);
    },
  );
};
