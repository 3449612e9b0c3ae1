import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmDepositPayloadSchema,
  createDepositChannelPayloadSchema,
  depositChannelIdParamsSchema,
  depositOrderParamsSchema,
  operatorDepositChannelSchema,
  operatorDepositChannelsQuerySchema,
  operatorDepositChannelsValueSchema,
  operatorDepositSchema,
  operatorDepositsQuerySchema,
  operatorDepositsValueSchema,
  rejectDepositPayloadSchema,
  updateDepositChannelPayloadSchema,
} from '@portal/shared/schemas/deposit';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { DepositServices } from './deposit-services.js';
import { imageResponses, sendReceipt } from './receipt-reply.js';
import { depositChannelColumns, depositQueueColumns } from './deposit-queue-csv.js';
import { sendCsv } from '../../lib/csv.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** The back office's deposit calls: the order queue, confirm and reject, and the channels. */
export const depositOperatorRoutes: FastifyPluginAsyncZod<{ services: DepositServices }> = async (
  app,
  { services },
) => {
  const { deposits, operator, channels } = services;

  app.get(
    '/wps/operator/deposits',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary:
          'The deposit queue: filtered, sorted and paged with the money it holds, or the whole of it as CSV',
        querystring: operatorDepositsQuerySchema,
        response: jsonResponses(operatorDepositsValueSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'deposits', depositQueueColumns, operator.exportRows(request.query))
        : ok(await operator.list(request.query)),
  );

  app.post(
    '/wps/operator/deposits/:orderNo/confirm',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: "Confirm a pending deposit: its amount goes to the member's main wallet",
        params: depositOrderParamsSchema,
        body: confirmDepositPayloadSchema,
        response: jsonResponses(operatorDepositSchema),
      },
    },
    async (request) =>
      ok(await operator.confirm(request.params.orderNo, operatorOf(request), request.body?.note)),
  );

  app.post(
    '/wps/operator/deposits/:orderNo/reject',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: 'Reject a pending deposit; the member sees the reason',
        params: depositOrderParamsSchema,
        body: rejectDepositPayloadSchema,
        response: jsonResponses(operatorDepositSchema),
      },
    },
    async (request) =>
      ok(await operator.reject(request.params.orderNo, request.body.reason, operatorOf(request))),
  );

  app.get(
    '/wps/operator/deposits/:orderNo/receipt',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: 'The receipt image a member sent with a bank transfer',
        params: depositOrderParamsSchema,
        querystring: emptyQuerySchema,
        ...imageResponses,
      },
    },
    async (request, reply) =>
      sendReceipt(reply, await deposits.staffReceipt(request.params.orderNo)),
  );

  app.get(
    '/wps/operator/deposit-channels',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: 'Every deposit channel, enabled or not, or as CSV (secrets are never shown)',
        querystring: operatorDepositChannelsQuerySchema,
        response: jsonResponses(operatorDepositChannelsValueSchema),
      },
    },
    async (request, reply) => {
      const list = await channels.operatorChannels();
      if (request.query.format !== 'csv') return ok(list);
      // A few dozen rows at most: the list is already read whole.
      const rows = (async function* () {
        yield* list;
      })();
      return sendCsv(reply, 'deposit-channels', depositChannelColumns, rows);
    },
  );

  app.post(
    '/wps/operator/deposit-channels',
    {
      config: Roles.can('cashier.channels.manage'),
      schema: {
        tags,
        summary: 'Add a deposit channel: a bank account to transfer to, or a gateway',
        body: createDepositChannelPayloadSchema,
        response: jsonResponses(operatorDepositChannelSchema),
      },
    },
    async (request) => ok(await channels.create(request.body, operatorOf(request))),
  );

  app.put(
    '/wps/operator/deposit-channels/:id',
    {
      config: Roles.can('cashier.channels.manage'),
      schema: {
        tags,
        summary: 'Change a deposit channel: enable or disable it, its limits, names or details',
        params: depositChannelIdParamsSchema,
        body: updateDepositChannelPayloadSchema,
        response: jsonResponses(operatorDepositChannelSchema),
      },
    },
    async (request) =>
      ok(await channels.update(request.params.id, request.body, operatorOf(request))),
  );
};
