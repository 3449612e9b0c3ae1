import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downlineListValueSchema,
  downlineQuerySchema,
  downlineTransferInfoSchema,
  downlineTransferPayloadSchema,
  downlineTransferResultSchema,
  grantAgentPayloadSchema,
  grantAgentResultSchema,
  registerDownlinePayloadSchema,
  registerDownlineResultSchema,
} from '@portal/shared/schemas/agency';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { TeamMemberServices } from './team-member-services.js';

const tags = ['agent'];
const agent = { auth: 'agent' } as const;
const MEMBERS = '/wps/agent/team/members';
const TRANSFER = '/wps/agent/team/transfer';

/** Register account, downline management and transfers (agent), operator moves (staff). */
export const teamMembersRoutes: FastifyPluginAsyncZod<{ services: TeamMemberServices }> = async (
  app,
  { services },
) => {
  app.put(
    MEMBERS,
    {
      // The initial password travels in the body.
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary: 'Register a member or a sub-agent below the agent (encrypted; registerCenter)',
        body: registerDownlinePayloadSchema,
        response: jsonResponses(registerDownlineResultSchema),
      },
    },
    async (request) =>
      ok(await services.registerDownline.register(currentMember(request).id, request.body)),
  );

  app.get(
    MEMBERS,
    {
      config: agent,
      schema: {
        tags,
        summary: "A page of the agent's downline below a parent, with balance and level",
        querystring: downlineQuerySchema,
        response: jsonResponses(downlineListValueSchema),
      },
    },
    async (request) => ok(await services.downlines.list(currentMember(request), request.query)),
  );

  app.post(
    `${MEMBERS}/type`,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Make a direct downline an agent of the type this agent may grant',
        body: grantAgentPayloadSchema,
        response: jsonResponses(grantAgentResultSchema),
      },
    },
    async (request) =>
      ok(await services.downlines.grant(currentMember(request), request.body.memberId)),
  );

  app.get(
    TRANSFER,
    {
      config: agent,
      schema: {
        tags,
        summary: 'Transfer to a downline: limits, main balance, payment password state',
        querystring: emptyQuerySchema,
        response: jsonResponses(downlineTransferInfoSchema),
      },
    },
    async (request) => ok(await services.downlineTransfer.getInfo(currentMember(request).id)),
  );

  app.post(
    TRANSFER,
    {
      // The payment password travels in the body.
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary: "Send money from the agent's main wallet to a direct downline (idempotent)",
        body: downlineTransferPayloadSchema,
        response: jsonResponses(downlineTransferResultSchema),
      },
    },
    async (request) =>
      ok(await services.downlineTransfer.transfer(currentMember(request).id, request.body)),
  );
};
