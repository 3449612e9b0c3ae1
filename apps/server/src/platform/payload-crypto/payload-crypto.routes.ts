import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicKeyValueSchema } from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { PayloadKeyService } from './payload-keys.service.js';

export const payloadCryptoRoutes: FastifyPluginAsyncZod<{ keys: PayloadKeyService }> = async (
  app,
  { keys },
) => {
  app.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags: ['system'],
        summary: 'The RSA public key (SPKI, base64) that encrypted calls wrap their AES key with',
        querystring: emptyQuerySchema,
        response: jsonResponses(publicKeyValueSchema),
      },
    },
    async (_request, reply) => {
      // The key can be retired; the site asks again instead of trusting a stored copy.
      reply.header('cache-control', 'no-cache');
      return ok(await keys.publicKey());
    },
  );
};
