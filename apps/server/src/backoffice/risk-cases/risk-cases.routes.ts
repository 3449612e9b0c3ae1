import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  assignRiskCasePayloadSchema,
  closeRiskCasePayloadSchema,
  riskCaseIdParamsSchema,
  riskCaseNotePayloadSchema,
  riskCasePageSchema,
  riskCaseSchema,
  riskCasesQuerySchema,
  riskRuleListSchema,
  riskRuleParamsSchema,
  riskRuleSchema,
  updateRiskRulePayloadSchema,
} from '@portal/shared/schemas/risk-cases';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import { pageOrCsv } from '../members/list-reply.js';
import type { RiskCasesService } from './risk-cases.service.js';
import type { RiskRulesService } from './risk-rules.service.js';

const tags = ['operator'];

/** The risk desk: money-pattern cases and the rules that open them. */
export const riskCasesRoutes: FastifyPluginAsyncZod<{
  cases: RiskCasesService;
  rules: RiskRulesService;
}> = async (app, { cases, rules }) => {
  app.get(
    '/wps/operator/risk-cases',
    {
      config: Roles.can('aml.read'),
      schema: {
        tags,
        summary: 'Money-pattern cases, newest first: filtered and paged, or the whole list as CSV',
        querystring: riskCasesQuerySchema,
        response: jsonResponses(riskCasePageSchema),
      },
    },
    async (request, reply) =>
      pageOrCsv(
        reply,
        request.query,
        {
          name: 'risk-cases',
          columns: [
            { header: 'Case', value: (row) => row.id },
            { header: 'Rule', value: (row) => row.rule },
            { header: 'State', value: (row) => row.state },
            { header: 'Member', value: (row) => row.memberAccount },
            { header: 'Members', value: (row) => row.memberCount },
            { header: 'Events', value: (row) => row.eventCount },
            { header: 'Assignee', value: (row) => row.assignee },
            { header: 'Opened', value: (row) => row.openedAt },
            { header: 'Last event', value: (row) => row.lastEventAt },
            { header: 'Outcome', value: (row) => row.outcome },
            { header: 'Closed', value: (row) => row.closedAt },
          ],
        },
        (page, pageSize) => cases.listPage(request.query, page, pageSize),
      ),
  );

  app.get(
    '/wps/operator/risk-cases/:id',
    {
      config: Roles.can('aml.read'),
      schema: {
        tags,
        summary: 'One case: the events that raised it, the members it is about, notes, outcome',
        params: riskCaseIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(riskCaseSchema),
      },
    },
    async (request) => ok(await cases.get(request.params.id)),
  );

  app.post(
    '/wps/operator/risk-cases/:id/assign',
    {
      config: Roles.can('aml.manage'),
      schema: {
        tags,
        summary: 'Assigns the case (to oneself unless a staff member is named): it goes in review',
        params: riskCaseIdParamsSchema,
        body: assignRiskCasePayloadSchema,
        response: jsonResponses(riskCaseSchema),
      },
    },
    async (request) =>
      ok(await cases.assign(request.params.id, request.body?.staffId, operatorOf(request))),
  );

  app.post(
    '/wps/operator/risk-cases/:id/notes',
    {
      config: Roles.can('aml.manage'),
      schema: {
        tags,
        summary: 'Adds a note to a case that is not closed (notes are never edited)',
        params: riskCaseIdParamsSchema,
        body: riskCaseNotePayloadSchema,
        response: jsonResponses(riskCaseSchema),
      },
    },
    async (request) =>
      ok(await cases.addNote(request.params.id, request.body.body, operatorOf(request))),
  );

  app.post(
    '/wps/operator/risk-cases/:id/close',
    {
      config: Roles.can('aml.manage'),
      schema: {
        tags,
        summary: 'Closes the case with its outcome and a note (a report carries its reference)',
        params: riskCaseIdParamsSchema,
        body: closeRiskCasePayloadSchema,
        response: jsonResponses(riskCaseSchema),
      },
    },
    async (request) => ok(await cases.close(request.params.id, request.body, operatorOf(request))),
  );

  app.get(
    '/wps/operator/risk-rules',
    {
      config: Roles.can('aml.read'),
      schema: {
        tags,
        summary: 'The money-pattern rules: each switch and its thresholds',
        querystring: emptyQuerySchema,
        response: jsonResponses(riskRuleListSchema),
      },
    },
    async () => ok({ list: await rules.list() }),
  );

  app.put(
    '/wps/operator/risk-rules/:rule',
    {
      config: Roles.can('compliance.manage'),
      schema: {
        tags,
        summary: 'Turns a money-pattern rule on or off and sets its thresholds',
        params: riskRuleParamsSchema,
        body: updateRiskRulePayloadSchema,
        response: jsonResponses(riskRuleSchema),
      },
    },
    async (request) =>
      ok(await rules.update(request.params.rule, request.body, operatorOf(request))),
  );
};
