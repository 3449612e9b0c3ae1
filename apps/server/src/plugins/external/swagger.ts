import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whitelabelNodeSchema } from '@portal/shared/schemas/system';

// Recursive schemas need a name so the document can refer to them from components.
if (!z.globalRegistry.has(whitelabelNodeSchema)) {
  z.globalRegistry.add(whitelabelNodeSchema, { id: 'WhitelabelNode' });
}

const ENCRYPTED_NOTE =
  'Encrypted call: send `{ "encrypted": { keyId, key, iv, data } }` made with the key of ' +
  'GET /wps/system/publicKey (RSA-OAEP-256 wrapping an AES-256-GCM key); the body described ' +
  'here is the JSON plaintext. A plaintext body is refused with ENCRYPTION_REQUIRED.';

/** The zod transform, plus a note on calls whose body travels encrypted (`config.encrypted`). */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (!input.route.config?.encrypted) return result;
  const description = (result.schema as { description?: string }).description;
  return {
    ...result,
    schema: {
      ...result.schema,
      description: description ? `${ENCRYPTED_NOTE}\n\n${description}` : ENCRYPTED_NOTE,
    },
  };
};

/** OpenAPI generated from the routes' zod schemas; the UI at /docs, the document at /docs/json. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portal API',
        description:
          'Every response is the envelope `{ success, value, errorCode?, message?, details? }`. ' +
          'Send `Language` (EN, CN, MY, VI, TH, ID, JA, TY) for messages and content.',
        version: '1.0.0',
      },
      tags: [
        { name: 'system', description: 'Status, permissions, settings, health' },
        { name: 'content', description: 'Banners, announcements, help' },
        { name: 'games', description: 'Game menus, catalogue, launch and betting records' },
        { name: 'feedback', description: 'The feedback form, open to visitors and members' },
        {
          name: 'operator',
          description:
            'Back office: staff sessions, deposits, withdrawals, messages to members, feedback',
        },
      ],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
