import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  approveWithdrawalPayloadSchema,
  operatorNotePayloadSchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsQuerySchema,
  orderNoParamsSchema,
  PROOF_DATA_URL_MAX_LENGTH,
  proofImageSchema,
  rejectWithdrawalPayloadSchema,
} from '@portal/shared/schemas/withdrawal';
import { sendCsv } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { WithdrawalDecisionsService } from './withdrawal-decisions.service.js';
import type { WithdrawalQueueService } from './withdrawal-queue.service.js';
import { withdrawalQueueColumns } from './withdrawal-queue-csv.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

export const withdrawalsOperatorRoutes: FastifyPluginAsyncZod<{
  decisions: WithdrawalDecisionsService;
  queue: WithdrawalQueueService;
  withdrawals: WithdrawalsService;
}> = async (app, { decisions, queue, withdrawals }) => {
  app.get(
    '/wps/operator/withdrawals',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary:
          'The withdrawal queue, oldest first: filtered, sorted and paged with the money it holds, or the whole of it as CSV',
        querystring: operatorWithdrawalsQuerySchema,
        response: jsonResponses(operatorWithdrawalPageSchema),
      },
    },
    async (request, reply) => {
      const { role } = operatorOf(request).staff;
      return request.query.format === 'csv'
        ? sendCsv(
            reply,
            'withdrawals',
            withdrawalQueueColumns,
            queue.exportRows(request.query, role),
          )
        : ok(await queue.list(request.query, role));
    },
  );

  app.get(
    '/wps/operator/withdrawals/:orderNo',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: 'One withdrawal order with the account to pay (in full for finance)',
        params: orderNoParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) => ok(await queue.get(request.params.orderNo, operatorOf(request).staff.role)),
  );

  app.get(
    '/wps/operator/withdrawals/:orderNo/proof',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: "The member's proof image of a disputed receipt",
        params: orderNoParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(proofImageSchema),
      },
    },
    async (request) => {
      const order = await queue.get(request.params.orderNo, operatorOf(request).staff.role);
      return ok(await withdrawals.proof(order.memberId, order.orderNo));
    },
  );

  app.get(
    '/wps/operator/withdrawals/:orderNo/payout-proof',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: "The bank's payout slip finance attached when it marked the order paid",
        params: orderNoParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(proofImageSchema),
      },
    },
    async (request) => ok(await queue.payoutProof(request.params.orderNo)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/approve',
    {
      config: Roles.can('cashier.decide'),
      // Room for a 2 MB payout slip as base64, like the member's receipt call.
      bodyLimit: PROOF_DATA_URL_MAX_LENGTH,
      schema: {
        tags,
        summary: 'Paid out, with the payout slip if any: the member is asked to confirm receipt',
        params: orderNoParamsSchema,
        body: approveWithdrawalPayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(
        await decisions.approve(
          operatorOf(request),
          request.params.orderNo,
          request.body ?? undefined,
        ),
      ),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/reject',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: 'Not paid: the held amount returns to the main wallet',
        params: orderNoParamsSchema,
        body: rejectWithdrawalPayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.reject(operatorOf(request), request.params.orderNo, request.body.reason)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/refund',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: 'Uphold a receipt claim: refund what did not arrive to the main wallet',
        params: orderNoParamsSchema,
        body: operatorNotePayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.refund(operatorOf(request), request.params.orderNo, request.body?.note)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/force-received',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: 'Close a receipt claim as received, without refund',
        params: orderNoParamsSchema,
        body: operatorNotePayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(
        await decisions.forceReceived(
          operatorOf(request),
          request.params.orderNo,
          request.body?.note,
        ),
      ),
  );
};
