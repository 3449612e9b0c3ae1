import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  KYC_FILE_MAX_BYTES_LIMIT,
  kycDocumentKindParamsSchema,
  kycUploadPayloadSchema,
  memberKycSchema,
} from '@portal/shared/schemas/kyc';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { KycService } from './kyc.service.js';

/** Real money: trial accounts get 403 on every call. */
const auth = { auth: 'realMoney' } as const;
const tags = ['member'];
/** Room for the largest file a site may allow as a data URL; the setting's size is checked after. */
const UPLOAD_BODY_LIMIT = Math.ceil((KYC_FILE_MAX_BYTES_LIMIT * 4) / 3) + 64 * 1024;

/** "Verify my identity": the state, the four documents, and the submission for review. */
export const kycRoutes: FastifyPluginAsyncZod<{ service: KycService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/kyc',
    {
      config: auth,
      schema: {
        tags,
        summary: "The member's identity check: state, each document's state, the thresholds",
        querystring: emptyQuerySchema,
        response: jsonResponses(memberKycSchema),
      },
    },
    async (request) => ok(await service.view(currentMember(request).id)),
  );

  app.post(
    '/wps/member/kyc/documents/:kind',
    {
      config: auth,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Upload an identity document (front, back), a selfie or a proof of address as a data URL',
        params: kycDocumentKindParamsSchema,
        body: kycUploadPayloadSchema,
        response: jsonResponses(memberKycSchema),
      },
    },
    async (request) =>
      ok(await service.upload(currentMember(request).id, request.params.kind, request.body.file)),
  );

  app.post(
    '/wps/member/kyc/submit',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Submit the four documents for review',
        body: z.strictObject({}).nullish(),
        response: jsonResponses(memberKycSchema),
      },
    },
    async (request) => ok(await service.submit(currentMember(request).id)),
  );
};
