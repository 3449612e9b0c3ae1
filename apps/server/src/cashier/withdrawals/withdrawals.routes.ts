import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  orderNoParamsSchema,
  PROOF_DATA_URL_MAX_LENGTH,
  proofImageSchema,
  receiptPayloadSchema,
  withdrawalSchema,
  withdrawHistoryQuerySchema,
  withdrawHistorySchema,
  withdrawInfoSchema,
  withdrawPayloadSchema,
} from '@portal/shared/schemas/withdrawal';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** Real money: trial accounts get 403 on every call. */
const auth = { auth: 'realMoney' } as const;
const tags = ['wallet'];
/** Room for a proof image of up to 2 MB as a data URL; anything larger is a 413. */
const RECEIPT_BODY_LIMIT = PROOF_DATA_URL_MAX_LENGTH;

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ service: WithdrawalsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/withdraw/info',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Limits, balance, turnover still to play, cards and receipts awaiting an answer',
        querystring: emptyQuerySchema,
        response: jsonResponses(withdrawInfoSchema),
      },
    },
    async (request) => ok(await service.info(currentMember(request).id, request.language)),
  );

  app.post(
    '/wps/member/withdraw',
    {
      config: { ...auth, encrypted: true },
      schema: {
        tags,
        summary: 'Request a withdrawal to a bound card; the amount is held (encrypted)',
        body: withdrawPayloadSchema,
        response: jsonResponses(withdrawalSchema),
      },
    },
    async (request) => ok(await service.request(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/member/withdraw/history',
    {
      config: auth,
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: withdrawHistoryQuerySchema,
        response: jsonResponses(withdrawHistorySchema),
      },
    },
    async (request) => ok(await service.history(currentMember(request).id, request.query)),
  );

  app.post(
    '/wps/member/withdraw/:orderNo/receipt',
    {
      config: auth,
      bodyLimit: RECEIPT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Confirm the receipt of a paid withdrawal: received, not received or partial',
        params: orderNoParamsSchema,
        body: receiptPayloadSchema,
        response: jsonResponses(withdrawalSchema),
      },
    },
    async (request) =>
      ok(
        await service.confirmReceipt(
          currentMember(request).id,
          request.params.orderNo,
          request.body,
        ),
      ),
  );

  app.get(
    '/wps/member/withdraw/:orderNo/proof',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The proof image uploaded with a receipt answer',
        params: orderNoParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(proofImageSchema),
      },
    },
    async (request) => ok(await service.proof(currentMember(request).id, request.params.orderNo)),
  );
};
