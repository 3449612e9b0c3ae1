import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  contractActionSchema,
  contractActionValueSchema,
  contractChangeValueSchema,
  contractKinds,
  contractPaths,
  operatorAnswerPayloadSchema,
  operatorLimitsPayloadSchema,
  operatorLimitsValueSchema,
  operatorReportQuerySchema,
  operatorReportValueSchema,
  operatorSettlePayloadSchema,
  operatorSettleValueSchema,
  operatorTopContractPayloadSchema,
} from '@portal/shared/schemas/contracts';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { ContractsOperatorService } from './contracts-operator.service.js';
import type { ContractsService } from './contracts.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const agent = { auth: 'agent' } as const;

const SUMMARY = {
  dividend: 'Dividend contract',
  daily: 'Daily salary contract',
  hourly: 'Hourly salary contract',
  realtime: 'Real-time salary contract',
} as const;

/** The four contract calls of spec section 7 and the operator's contract calls. */
export const contractsRoutes: FastifyPluginAsyncZod<{
  contracts: ContractsService;
  operatorService: ContractsOperatorService;
}> = async (app, { contracts, operatorService }) => {
  for (const kind of contractKinds) {
    app.post(
      contractPaths[kind],
      {
        config: agent,
        schema: {
          tags: ['agent'],
          summary: `${SUMMARY[kind]}: query, downlines, records, offer, accept, reject, requestTermination, requestNew, answer`,
          body: contractActionSchema,
          response: jsonResponses(contractActionValueSchema),
        },
      },
      async (request) => ok(await contracts.act(kind, currentMember(request), request.body)),
    );
  }

  const tags = ['operator'];
  const LIMITS = '/wps/operator/contracts/limits';
  app.get(
    LIMITS,
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary: 'Each contract kind: on or off, and the rate and tier limits',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorLimitsValueSchema),
      },
    },
    async () => ok(await operatorService.limits()),
  );
  app.put(
    LIMITS,
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: 'Switch a contract kind on or off and set its limits; audited',
        body: operatorLimitsPayloadSchema,
        response: jsonResponses(operatorLimitsValueSchema.element),
      },
    },
    async (request) => ok(await operatorService.setLimits(operatorOf(request), request.body)),
  );
  app.put(
    '/wps/operator/contracts/top-level',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: "Set or end a top-level agent's contract (terms null ends it); audited",
        body: operatorTopContractPayloadSchema,
        response: jsonResponses(
          contractChangeValueSchema.pick({ contract: true, terminated: true }),
        ),
      },
    },
    async (request) => ok(await operatorService.setTopLevel(operatorOf(request), request.body)),
  );
  app.post(
    '/wps/operator/contracts/requests/answer',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: "Answer a top-level agent's request to the platform; audited",
        body: operatorAnswerPayloadSchema,
        response: jsonResponses(contractChangeValueSchema),
      },
    },
    async (request) => ok(await operatorService.answer(operatorOf(request), request.body)),
  );
  app.post(
    '/wps/operator/contracts/settle',
    {
      config: Roles.can('agency.settle'),
      schema: {
        tags,
        summary: 'Settle now every contract period that ended by `until`; audited',
        body: operatorSettlePayloadSchema,
        response: jsonResponses(operatorSettleValueSchema),
      },
    },
    async (request) => ok(await operatorService.settle(operatorOf(request), request.body.until)),
  );
  app.get(
    '/wps/operator/contracts/report',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary: 'Settlements per kind and site day: count, holders paid, gross and amount',
        querystring: operatorReportQuerySchema,
        response: jsonResponses(operatorReportValueSchema),
      },
    },
    async (request) => ok(await operatorService.report(request.query)),
  );
};
