import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerServiceLinkParamsSchema,
  customerServiceLinkValueSchema,
} from '@portal/shared/schemas/customer-service';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { CustomerServiceService } from './customer-service.service.js';

export const customerServiceRoutes: FastifyPluginAsyncZod<{
  service: CustomerServiceService;
}> = async (app, { service }) => {
  app.get(
    '/wps/system/customerService/:id/link',
    {
      schema: {
        tags: ['system'],
        summary:
          'Address of a customer-service entry (the protected chat of type 3 is issued here)',
        params: customerServiceLinkParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(customerServiceLinkValueSchema),
      },
    },
    async (request) => ok(await service.getLink(request.params.id)),
  );
};
