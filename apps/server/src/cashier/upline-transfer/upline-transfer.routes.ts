import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  uplineTransferInfoSchema,
  uplineTransferPayloadSchema,
  uplineTransferResultSchema,
} from '@portal/shared/schemas/upline-transfer';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { UplineTransferService } from './upline-transfer.service.js';

const tags = ['wallet'];
const path = '/wps/member/wallet/transferUpline';

export const uplineTransferRoutes: FastifyPluginAsyncZod<{
  service: UplineTransferService;
}> = async (app, { service }) => {
  app.get(
    path,
    {
      config: { auth: 'realMoney' },
      schema: {
        tags,
        summary: 'Transfer to upline: whether allowed, the upline, limits, main balance',
        querystring: emptyQuerySchema,
        response: jsonResponses(uplineTransferInfoSchema),
      },
    },
    async (request) => ok(await service.getInfo(currentMember(request).id)),
  );

  app.post(
    path,
    {
      // The payment password travels in the body.
      config: { auth: 'realMoney', encrypted: true },
      schema: {
        tags,
        summary:
          'Send money from the main wallet to the upline (encrypted, idempotent by reference)',
        body: uplineTransferPayloadSchema,
        response: jsonResponses(uplineTransferResultSchema),
      },
    },
    async (request) => ok(await service.transfer(currentMember(request).id, request.body)),
  );
};
