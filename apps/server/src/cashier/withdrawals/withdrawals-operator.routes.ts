import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  operatorNotePayloadSchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsQuerySchema,
  orderNoParamsSchema,
  proofImageSchema,
  rejectWithdrawalPayloadSchema,
} from '@portal/shared/schemas/withdrawal';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { WithdrawalDecisionsService } from './withdrawal-decisions.service.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

export const withdrawalsOperatorRoutes: FastifyPluginAsyncZod<{
  decisions: WithdrawalDecisionsService;
  withdrawals: WithdrawalsService;
}> = async (app, { decisions, withdrawals }) => {
  app.get(
    '/wps/operator/withdrawals',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: 'Withdrawal orders, oldest first, by state or member',
        querystring: operatorWithdrawalsQuerySchema,
        response: jsonResponses(operatorWithdrawalPageSchema),
      },
    },
    async (request) => ok(await decisions.list(request.query)),
  );

  app.get(
    '/wps/operator/withdrawals/:orderNo',
    {
      config: Roles.can('cashier.read'),
      schema: {
        tags,
        summary: 'One withdrawal order with the full account to pay',
        params: orderNoParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) => ok(await decisions.get(request.params.orderNo)),
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
      const order = await decisions.get(request.params.orderNo);
      return ok(await withdrawals.proof(order.memberId, order.orderNo));
    },
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/approve',
    {
      config: Roles.can('cashier.decide'),
      schema: {
        tags,
        summary: 'Paid out: the member is asked to confirm receipt',
        params: orderNoParamsSchema,
        body: operatorNotePayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.approve(operatorOf(request), request.params.orderNo, request.body?.note)),
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
