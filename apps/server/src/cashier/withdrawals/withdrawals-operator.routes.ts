import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
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
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { Operator, WithdrawalDecisionsService } from './withdrawal-decisions.service.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** Finance staff (and admins) decide withdrawals. */
const finance = { staff: ['finance'] } as const;
const tags = ['operator'];

const operator = (request: FastifyRequest): Operator => ({
  staff: currentStaff(request),
  ip: request.ip,
});

export const withdrawalsOperatorRoutes: FastifyPluginAsyncZod<{
  decisions: WithdrawalDecisionsService;
  withdrawals: WithdrawalsService;
}> = async (app, { decisions, withdrawals }) => {
  app.get(
    '/wps/operator/withdrawals',
    {
      config: finance,
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
      config: finance,
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
      config: finance,
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
      config: finance,
      schema: {
        tags,
        summary: 'Paid out: the member is asked to confirm receipt',
        params: orderNoParamsSchema,
        body: operatorNotePayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.approve(operator(request), request.params.orderNo, request.body?.note)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/reject',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Not paid: the held amount returns to the main wallet',
        params: orderNoParamsSchema,
        body: rejectWithdrawalPayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.reject(operator(request), request.params.orderNo, request.body.reason)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/refund',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Uphold a receipt claim: refund what did not arrive to the main wallet',
        params: orderNoParamsSchema,
        body: operatorNotePayloadSchema,
        response: jsonResponses(operatorWithdrawalSchema),
      },
    },
    async (request) =>
      ok(await decisions.refund(operator(request), request.params.orderNo, request.body?.note)),
  );

  app.post(
    '/wps/operator/withdrawals/:orderNo/force-received',
    {
      config: finance,
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
          operator(request),
          request.params.orderNo,
          request.body?.note,
        ),
      ),
  );
};
