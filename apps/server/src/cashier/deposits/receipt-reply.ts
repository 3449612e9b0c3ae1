import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { RECEIPT_IMAGE_TYPES } from '@portal/shared/schemas/deposit';
import { errorEnvelopeSchema } from '@portal/shared/schemas/envelope';

/** Response schemas of a receipt call: the image itself, or the error envelope. */
export const imageResponses = {
  produces: [...RECEIPT_IMAGE_TYPES],
  response: {
    200: z.string().describe('The image bytes (image/jpeg, image/png or image/webp)'),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  },
} as const;

/**
 * Sends a stored receipt. Its type was checked by magic bytes on the way in; nosniff and the
 * attachment-free inline disposition keep browsers from treating it as anything else, and no
 * shared cache keeps a copy of a member's bank slip.
 */
export function sendReceipt(reply: FastifyReply, receipt: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', receipt.contentType)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(receipt.data);
}
