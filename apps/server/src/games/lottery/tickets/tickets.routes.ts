import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  operatorExposureQuerySchema,
  operatorExposureValueSchema,
  operatorSettlementValueSchema,
  placeTicketPayloadSchema,
  ticketSchema,
  ticketsQuerySchema,
  ticketsValueSchema,
} from '@portal/shared/schemas/lottery';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../../lib/responses.js';
import { currentMember } from '../../../plugins/app/authenticate.js';
import type { TicketServices } from './ticket-services.js';
import { operatorOf, Roles } from '../../../platform/operators/operator-routes.js';

const tags = ['lottery'];

/**
 * The selection is checked by the service (validateSelection), so that a bad pick answers
 * LOTTERY_SELECTION_INVALID with its problems rather than a generic VALIDATION_FAILED.
 */
const placeBodySchema = placeTicketPayloadSchema.extend({ selection: z.unknown() });

const drawParams = z.strictObject({ drawId: z.string().min(1).max(64) });

const settleValueSchema = z.object({
  settled: z.number().int(),
  refunded: z.number().int(),
  left: z.number().int(),
  draws: z.array(z.string()),
});

/** Tickets: placement and the member's list; the operator's settlement trigger. */
export const ticketsRoutes: FastifyPluginAsyncZod<{ tickets: TicketServices }> = async (
  app,
  { tickets },
) => {
  const service = tickets.lotteryTickets;
  app.addHook('onReady', async () => tickets.lotteryTicketJobs.scheduleNext());
  tickets.lotteryTicketSettlement.reportProblemsTo(app.log);

  app.post(
    '/lotto/lgw/tickets',
    {
      // Real money: trial accounts get 403 TRIAL_ACCOUNT, agents-only accounts
      // 403 NON_MEMBER, signed-out callers 401.
      config: { auth: 'play' },
      schema: {
        tags,
        summary: 'Place a ticket on an open draw; its cost is debited through the seamless wallet',
        body: placeBodySchema,
        response: jsonResponses(ticketSchema),
      },
    },
    async (request) =>
      ok(await service.place(currentMember(request), request.body, request.language)),
  );

  app.get(
    '/lotto/lgw/tickets',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "The member's lottery tickets, newest first",
        querystring: ticketsQuerySchema,
        response: jsonResponses(ticketsValueSchema),
      },
    },
    async (request) => ok(await service.list(currentMember(request).id, request.query)),
  );

  app.post(
    '/wps/operator/lottery/settle',
    {
      config: Roles.can('lottery.results'),
      schema: {
        tags: ['operator'],
        summary:
          'Settle now (audited): pays the tickets of drawn draws and refunds those of void draws',
        querystring: emptyQuerySchema,
        response: jsonResponses(settleValueSchema),
      },
    },
    async (request) => ok(await service.settleNow(operatorOf(request))),
  );

  app.get(
    '/wps/operator/lottery/draws/:drawId/exposure',
    {
      config: Roles.can('lottery.read'),
      schema: {
        tags: ['operator'],
        summary:
          "An open draw's exposure per bet kind and number: stakes and potential payouts against the caps",
        params: drawParams,
        querystring: operatorExposureQuerySchema,
        response: jsonResponses(operatorExposureValueSchema),
      },
    },
    async (request) =>
      ok(await tickets.lotteryTicketDesk.exposure(request.params.drawId, request.query)),
  );

  app.get(
    '/wps/operator/lottery/draws/:drawId/settlement',
    {
      config: Roles.can('lottery.read'),
      schema: {
        tags: ['operator'],
        summary: "A draw's settlement progress: tickets settled of all, stakes, payouts and GGR",
        params: drawParams,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorSettlementValueSchema),
      },
    },
    async (request) => ok(await tickets.lotteryTicketDesk.settlement(request.params.drawId)),
  );
};
