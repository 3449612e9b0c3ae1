import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECEIPT_DATA_URL_MAX,
  createDepositPayloadSchema,
  createDepositValueSchema,
  depositChannelsValueSchema,
  depositHistoryQuerySchema,
  depositHistoryValueSchema,
  depositOrderParamsSchema,
  depositOrderDetailSchema,
} from '@portal/shared/schemas/deposit';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { requestOrigin } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { DepositServices } from './deposit-services.js';
import { depositOperatorRoutes } from './deposit-operator.routes.js';
import { paymentCallbackRoutes } from './payment-callback.routes.js';
import { imageResponses, sendReceipt } from './receipt-reply.js';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.js';

/** Every call moves or shows real money: a session of a real (not trial) account. */
const auth = { auth: 'realMoney' } as const;
const tags = ['wallet'];
/** The receipt image needs more than the default body limit: its data URL plus the fields. */
const DEPOSIT_BODY_LIMIT = RECEIPT_DATA_URL_MAX + 64 * 1024;

/**
 * Deposits: the member's calls here, and (registered from here, so the app adds one line) the
 * operator desk, the gateways' callbacks and, outside production, the sandbox gateway.
 */
export const depositRoutes: FastifyPluginAsyncZod<{ services: DepositServices }> = async (
  app,
  { services },
) => {
  const { deposits, channels } = services;
  const context = (request: FastifyRequest) => ({
    origin: requestOrigin(request),
    language: request.language,
  });

  app.get(
    '/wps/member/deposit/channels',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Deposit channels the member can pay through, with limits and where to pay',
        querystring: emptyQuerySchema,
        response: jsonResponses(depositChannelsValueSchema),
      },
    },
    async (request) => ok(await channels.memberChannels(request.language)),
  );

  app.post(
    '/wps/member/deposit',
    {
      config: auth,
      bodyLimit: DEPOSIT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Make a deposit order (depositv2): bank transfer, or a gateway to pay at',
        body: createDepositPayloadSchema,
        response: jsonResponses(createDepositValueSchema),
      },
    },
    async (request) =>
      ok(await deposits.create(currentMember(request).id, request.body, context(request))),
  );

  app.get(
    '/wps/member/deposit/history',
    {
      config: auth,
      schema: {
        tags,
        summary: "The member's deposit orders, newest first, optionally of one status",
        querystring: depositHistoryQuerySchema,
        response: jsonResponses(depositHistoryValueSchema),
      },
    },
    async (request) =>
      ok(await deposits.history(currentMember(request).id, request.query, context(request))),
  );

  app.get(
    '/wps/member/deposit/orders/:orderNo',
    {
      config: auth,
      schema: {
        tags,
        summary: "One of the member's deposit orders (the result after paying at a gateway)",
        params: depositOrderParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(depositOrderDetailSchema),
      },
    },
    async (request) =>
      ok(await deposits.order(currentMember(request).id, request.params.orderNo, context(request))),
  );

  app.get(
    '/wps/member/deposit/orders/:orderNo/receipt',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The receipt image the member sent with a bank transfer',
        params: depositOrderParamsSchema,
        querystring: emptyQuerySchema,
        ...imageResponses,
      },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await deposits.memberReceipt(currentMember(request).id, request.params.orderNo),
      ),
  );

  await app.register(depositOperatorRoutes, { services });
  await app.register(paymentCallbackRoutes, { callbacks: services.callbacks });
  if (services.sandbox) await app.register(sandboxGatewayRoutes, { sandbox: services.sandbox });
};
