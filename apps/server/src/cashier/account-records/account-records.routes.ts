import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountRecordsQuerySchema,
  accountRecordsSchema,
} from '@portal/shared/schemas/account-records';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { AccountRecordsService } from './account-records.service.js';

export const accountRecordsRoutes: FastifyPluginAsyncZod<{
  service: AccountRecordsService;
}> = async (app, { service }) => {
  app.get(
    '/wps/member/wallet/transactions',
    {
      config: { auth: 'realMoney' },
      schema: {
        tags: ['wallet'],
        summary:
          'Account records: every movement of the wallets, filtered by range, type and wallet; paged, with totals',
        querystring: accountRecordsQuerySchema,
        response: jsonResponses(accountRecordsSchema),
      },
    },
    async (request) => ok(await service.list(currentMember(request).id, request.query)),
  );
};
