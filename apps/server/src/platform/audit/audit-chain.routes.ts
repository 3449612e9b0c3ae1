import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditChainStatusSchema,
  auditCheckpointsValueSchema,
  auditVerifyValueSchema,
} from '@portal/shared/schemas/audit-chain';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../operators/operator-routes.js';
import type { AuditChainService } from './audit-chain.service.js';

const tags = ['operator'];

/** The chains from the console (audit.verify): a verification run, its result, checkpoints. */
export const auditChainRoutes: FastifyPluginAsyncZod<{ chains: AuditChainService }> = async (
  app,
  { chains },
) => {
  app.post(
    '/wps/operator/audit/verify',
    {
      config: Roles.can('audit.verify'),
      schema: {
        tags,
        summary:
          'Recompute the audit and ledger chains as a job (audited); the result reads from ' +
          'GET /wps/operator/audit/verify',
        body: z.strictObject({}).nullish(),
        response: jsonResponses(auditVerifyValueSchema),
      },
    },
    async (request) => ok({ id: await chains.requestVerification(operatorOf(request)) }),
  );

  app.get(
    '/wps/operator/audit/verify',
    {
      config: Roles.can('audit.verify'),
      schema: {
        tags,
        summary: "Each chain's head and last signed checkpoint, and the last verification run",
        querystring: emptyQuerySchema,
        response: jsonResponses(auditChainStatusSchema),
      },
    },
    async () => ok(await chains.status()),
  );

  app.get(
    '/wps/operator/audit/checkpoints',
    {
      config: Roles.can('audit.verify'),
      schema: {
        tags,
        summary: 'The newest signed checkpoints and the Ed25519 public key that checks them',
        querystring: emptyQuerySchema,
        response: jsonResponses(auditCheckpointsValueSchema),
      },
    },
    async () => ok({ list: await chains.checkpoints(), publicKey: chains.publicKeyPem() }),
  );
};
