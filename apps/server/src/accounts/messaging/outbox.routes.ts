import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { MessageService } from './messages.service.js';
import { OUTBOX_PAGE_LIMIT, outboxDestination, renderOutboxPage } from './outbox-page.js';

const outboxQuerySchema = z.strictObject({ to: z.string().max(254).optional() });

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  transport: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
});

/**
 * The development outbox (ARCHITECTURE section 7): the latest SMS and email, so a person can
 * finish a code or reset-link flow on a laptop. Not part of the API, so not in its document.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  messages: MessageService;
  enabled: boolean;
}> = async (app, { messages, enabled }) => {
  if (!enabled) {
    // Answer as an unknown address does, also where the site's history fallback would draw a page.
    const notFound = async () => {
      throw new AppError('ROUTE_NOT_FOUND');
    };
    app.get('/dev/outbox', { schema: { hide: true } }, notFound);
    app.get('/dev/outbox.json', { schema: { hide: true } }, notFound);
    return;
  }

  const latest = async (to: string | undefined) => {
    const filter = to ? outboxDestination(to) : '';
    const entries = await messages.latest({
      destination: filter || undefined,
      limit: OUTBOX_PAGE_LIMIT,
    });
    return { filter, entries };
  };

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: outboxQuerySchema } },
    async (request, reply) => {
      const { filter, entries } = await latest(request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(entries, filter));
    },
  );

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        hide: true,
        querystring: outboxQuerySchema,
        response: jsonResponses(z.array(outboxEntrySchema)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok((await latest(request.query.to)).entries);
    },
  );
};
