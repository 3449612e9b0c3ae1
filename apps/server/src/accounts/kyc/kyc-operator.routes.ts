import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@portal/shared/schemas/envelope';
import {
  KYC_ADDRESS_TYPES,
  kycCaseIdParamsSchema,
  kycCaseSchema,
  kycDocumentIdParamsSchema,
  kycQueuePageSchema,
  kycQueueQuerySchema,
  kycRejectPayloadSchema,
  kycSettingsSchema,
  kycVerifyPayloadSchema,
  memberKycStateSchema,
} from '@portal/shared/schemas/kyc';
import { memberIdParamsSchema } from '@portal/shared/schemas/operator-members';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { KycReviewService } from './kyc-review.service.js';

const tags = ['operator'];

/** The file call's answers: the bytes, or the error envelope. */
const fileResponses = {
  produces: [...KYC_ADDRESS_TYPES],
  response: {
    200: z.string().describe('The document bytes (JPEG, PNG, WebP or PDF)'),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  },
} as const;

/**
 * Sends a document's bytes. Their type was checked by magic bytes on the way in; nosniff, the
 * sandboxing policy and no shared cache keep a browser from doing anything else with them.
 */
function sendDocument(reply: FastifyReply, file: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}

/** Identity review (kyc.review), the member page's line (members.read), settings (compliance.manage). */
export const kycOperatorRoutes: FastifyPluginAsyncZod<{ review: KycReviewService }> = async (
  app,
  { review },
) => {
  app.get(
    '/wps/operator/kyc/cases',
    {
      config: Roles.can('kyc.review'),
      schema: {
        tags,
        summary: 'Identity checks: pending first, oldest first',
        querystring: kycQueueQuerySchema,
        response: jsonResponses(kycQueuePageSchema),
      },
    },
    async (request) => ok(await review.queue(request.query)),
  );

  app.get(
    '/wps/operator/kyc/cases/:id',
    {
      config: Roles.can('kyc.review'),
      schema: {
        tags,
        summary: "One identity check with its documents and the member's profile",
        params: kycCaseIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(kycCaseSchema),
      },
    },
    async (request) => ok(await review.case(request.params.id)),
  );

  app.get(
    '/wps/operator/kyc/documents/:id/file',
    {
      config: Roles.can('kyc.review'),
      schema: {
        tags,
        summary: 'The file of an identity document; every view is audited',
        params: kycDocumentIdParamsSchema,
        querystring: emptyQuerySchema,
        ...fileResponses,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await review.file(operatorOf(request), request.params.id)),
  );

  app.post(
    '/wps/operator/kyc/cases/:id/verify',
    {
      config: Roles.can('kyc.review'),
      schema: {
        tags,
        summary: 'Verify the member, with the birthday read from the document (age rule)',
        params: kycCaseIdParamsSchema,
        body: kycVerifyPayloadSchema,
        response: jsonResponses(kycCaseSchema),
      },
    },
    async (request) =>
      ok(await review.verify(operatorOf(request), request.params.id, request.body.birthday)),
  );

  app.post(
    '/wps/operator/kyc/cases/:id/reject',
    {
      config: Roles.can('kyc.review'),
      schema: {
        tags,
        summary: 'Reject the listed documents with a reason the member reads; the others pass',
        params: kycCaseIdParamsSchema,
        body: kycRejectPayloadSchema,
        response: jsonResponses(kycCaseSchema),
      },
    },
    async (request) =>
      ok(await review.reject(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/operator/members/:id/kyc',
    {
      config: Roles.can('members.read'),
      schema: {
        tags,
        summary: "The member's identity check state and recorded birthday",
        params: memberIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(memberKycStateSchema),
      },
    },
    async (request) => ok(await review.memberState(request.params.id)),
  );

  app.get(
    '/wps/operator/kyc/settings',
    {
      config: Roles.can('compliance.manage'),
      schema: {
        tags,
        summary: 'The age rule, the withdrawal thresholds and the largest document file',
        querystring: emptyQuerySchema,
        response: jsonResponses(kycSettingsSchema),
      },
    },
    async () => ok(await review.settings()),
  );

  app.put(
    '/wps/operator/kyc/settings',
    {
      config: Roles.can('compliance.manage'),
      schema: {
        tags,
        summary: 'Change the identity check settings',
        body: kycSettingsSchema,
        response: jsonResponses(kycSettingsSchema),
      },
    },
    async (request) => ok(await review.setSettings(operatorOf(request), request.body)),
  );
};
