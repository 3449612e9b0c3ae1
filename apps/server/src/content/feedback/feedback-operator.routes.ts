import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackIdParamsSchema,
  feedbackImageParamsSchema,
  feedbackImageSchema,
  feedbackReplyPayloadSchema,
  operatorFeedbackPageSchema,
  operatorFeedbackQuerySchema,
  operatorFeedbackSchema,
} from '@portal/shared/schemas/feedback';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { FeedbackOperatorService } from './feedback-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** The operator's feedback queue, its images and the reply. */
export const feedbackOperatorRoutes: FastifyPluginAsyncZod<{
  service: FeedbackOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/feedback',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Feedback from members and visitors, newest first, by status and type',
        querystring: operatorFeedbackQuerySchema,
        response: jsonResponses(operatorFeedbackPageSchema),
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/wps/operator/feedback/:id',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'One feedback with its reply',
        params: feedbackIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorFeedbackSchema),
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.get(
    '/wps/operator/feedback/:id/images/:position',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'An image attached to feedback, as a data URL (operators only)',
        params: feedbackImageParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(feedbackImageSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.image(request.params.id, request.params.position));
    },
  );

  app.post(
    '/wps/operator/feedback/:id/reply',
    {
      config: Roles.can('members.message'),
      schema: {
        tags,
        summary: "Answer feedback once (audited): a member's reply reaches their message centre",
        params: feedbackIdParamsSchema,
        body: feedbackReplyPayloadSchema,
        response: jsonResponses(operatorFeedbackSchema),
      },
    },
    async (request) =>
      ok(await service.reply(operatorOf(request), request.params.id, request.body.reply)),
  );
};
