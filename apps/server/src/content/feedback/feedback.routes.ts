import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_IMAGE_DATA_URL_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_PER_IP,
  FEEDBACK_WINDOW_MINUTES,
  feedbackPayloadSchema,
  feedbackValueSchema,
} from '@portal/shared/schemas/feedback';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { FeedbackService } from './feedback.service.js';

/**
 * Room for three images of 5 MB as data URLs and the text; a larger body is a 413. Below it each
 * image is checked itself, so an oversized picture reads as FEEDBACK_IMAGE_INVALID.
 */
const FEEDBACK_BODY_LIMIT = FEEDBACK_IMAGES_MAX * FEEDBACK_IMAGE_DATA_URL_MAX + 64 * 1024;

/** The feedback form: public, with a captcha for visitors (spec sections 6 and 7). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  app.put(
    '/wps/feedback',
    {
      // A valid session token ties the feedback to the member and spares the captcha.
      config: { auth: 'optional' },
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: {
        tags: ['feedback'],
        summary:
          `Send feedback (type, 10-500 characters, contact, up to 3 PNG/JPEG images of 5 MB); ` +
          `visitors answer the captcha; ${FEEDBACK_PER_IP} per IP in ${FEEDBACK_WINDOW_MINUTES} minutes`,
        querystring: emptyQuerySchema,
        body: feedbackPayloadSchema,
        response: jsonResponses(feedbackValueSchema),
      },
    },
    async (request, reply) =>
      ok(
        await service.submit(request.body, {
          request,
          reply,
          member: request.member,
          language: request.language,
        }),
      ),
  );
};
