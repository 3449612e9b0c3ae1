import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentIdParamsSchema,
  adjustmentPageSchema,
  adjustmentSchema,
  adjustmentSettingsSchema,
  adjustmentSettingsValueSchema,
  adjustmentsQuerySchema,
  createAdjustmentPayloadSchema,
  declineAdjustmentPayloadSchema,
} from '@portal/shared/schemas/balance-adjustments';
import { memberIdParamsSchema } from '@portal/shared/schemas/operator-members';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { AdjustmentsService } from './adjustments.service.js';
import { moneyCell, pageOrCsv } from './list-reply.js';

const tags = ['operator'];

/** Staff balance adjustments: request, the approval queue, approve or decline, the threshold. */
export const adjustmentsRoutes: FastifyPluginAsyncZod<{ adjustments: AdjustmentsService }> = async (
  app,
  { adjustments },
) => {
  app.post(
    '/wps/operator/members/:id/adjustments',
    {
      config: Roles.can('members.adjust.request'),
      schema: {
        tags,
        summary:
          "Credit (amount above zero) or debit the member's main wallet; above the threshold it waits for approval",
        params: memberIdParamsSchema,
        body: createAdjustmentPayloadSchema,
        response: jsonResponses(adjustmentSchema),
      },
    },
    async (request) =>
      ok(await adjustments.request(request.params.id, request.body, operatorOf(request))),
  );

  app.get(
    '/wps/operator/adjustments',
    {
      config: Roles.can('members.read'),
      schema: {
        tags,
        summary: 'Balance adjustments, newest first; status=pending is the approval queue',
        querystring: adjustmentsQuerySchema,
        response: jsonResponses(adjustmentPageSchema),
      },
    },
    async (request, reply) =>
      pageOrCsv(
        reply,
        request.query,
        {
          name: 'adjustments',
          columns: [
            { header: 'Reference', value: (row) => row.reference },
            { header: 'Created', value: (row) => row.createdAt },
            { header: 'Member', value: (row) => row.username },
            { header: 'Amount', value: (row) => moneyCell(row.amount) },
            { header: 'Currency', value: (row) => row.currency },
            { header: 'Reason', value: (row) => row.reason },
            { header: 'Status', value: (row) => row.status },
            { header: 'Requested by', value: (row) => row.requestedBy },
            { header: 'Decided by', value: (row) => row.decidedBy },
            { header: 'Decided', value: (row) => row.decidedAt },
            { header: 'Decline reason', value: (row) => row.declineReason },
          ],
        },
        (page, pageSize) => adjustments.listPage(request.query, page, pageSize),
      ),
  );

  app.get(
    '/wps/operator/adjustments/settings',
    {
      config: Roles.can('members.read'),
      schema: {
        tags,
        summary: 'The size above which an adjustment waits for a second staff member',
        querystring: emptyQuerySchema,
        response: jsonResponses(adjustmentSettingsValueSchema),
      },
    },
    async () => ok(await adjustments.threshold()),
  );

  app.put(
    '/wps/operator/adjustments/settings',
    {
      config: Roles.can('site.manage'),
      schema: {
        tags,
        summary: 'Change the approval threshold of balance adjustments',
        body: adjustmentSettingsSchema,
        response: jsonResponses(adjustmentSettingsValueSchema),
      },
    },
    async (request) =>
      ok(await adjustments.setThreshold(request.body.approvalThreshold, operatorOf(request))),
  );

  app.post(
    '/wps/operator/adjustments/:id/approve',
    {
      config: Roles.can('members.adjust.approve'),
      schema: {
        tags,
        summary: "Approve another staff member's pending adjustment: the money moves now",
        params: adjustmentIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: jsonResponses(adjustmentSchema),
      },
    },
    async (request) => ok(await adjustments.approve(request.params.id, operatorOf(request))),
  );

  app.post(
    '/wps/operator/adjustments/:id/decline',
    {
      config: Roles.can('members.adjust.approve'),
      schema: {
        tags,
        summary: "Decline another staff member's pending adjustment",
        params: adjustmentIdParamsSchema,
        body: declineAdjustmentPayloadSchema,
        response: jsonResponses(adjustmentSchema),
      },
    },
    async (request) =>
      ok(await adjustments.decline(request.params.id, request.body.reason, operatorOf(request))),
  );
};
