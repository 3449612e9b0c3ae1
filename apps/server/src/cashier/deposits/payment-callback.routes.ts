import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GATEWAY_SIGNATURE_HEADER,
  gatewayCallbackParamsSchema,
  gatewayCallbackPayloadSchema,
  gatewayCallbackValueSchema,
} from '@portal/shared/schemas/deposit';
import { isAppError } from '../../lib/app-error.js';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { GatewayCallbacks } from './gateway-callbacks.js';

/** Refusals worth an operator's look: forged or replayed signatures, wrong amounts, late news. */
const SUSPICIOUS = new Set(['SIGNATURE_INVALID', 'INVALID_AMOUNT', 'INVALID_STATE']);

/**
 * Payment gateways report here, server to server. No session: the HMAC signature with the
 * channel's secret is the authentication. A 200 tells the gateway to stop retrying.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ callbacks: GatewayCallbacks }> = async (
  app,
  { callbacks },
) => {
  app.post(
    '/wps/payment/callback/:channelCode',
    {
      schema: {
        tags: ['wallet'],
        summary: `Gateway callback: signed with HMAC-SHA256 in the ${GATEWAY_SIGNATURE_HEADER} header`,
        params: gatewayCallbackParamsSchema,
        body: gatewayCallbackPayloadSchema,
        response: jsonResponses(gatewayCallbackValueSchema),
      },
    },
    async (request) => {
      const signature = request.headers[GATEWAY_SIGNATURE_HEADER];
      try {
        return ok(
          await callbacks.handle(
            request.params.channelCode,
            request.body,
            typeof signature === 'string' ? signature : undefined,
          ),
        );
      } catch (error) {
        if (isAppError(error) && SUSPICIOUS.has(error.code)) {
          request.log.warn(
            {
              errorCode: error.code,
              details: error.details,
              channel: request.params.channelCode,
              orderNo: request.body.orderNo,
              amount: request.body.amount,
              status: request.body.status,
              gatewayTxnId: request.body.gatewayTxnId,
              ip: clientIp(request),
            },
            'payment callback refused',
          );
        }
        throw error;
      }
    },
  );
};
