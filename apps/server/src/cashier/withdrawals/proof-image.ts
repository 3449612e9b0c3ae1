import { PROOF_IMAGE_MAX_BYTES } from '@portal/shared/schemas/withdrawal';
import { parseImageDataUrl, type UploadImageType } from '../../lib/image-upload.js';

export type ProofMimeType = UploadImageType;

export interface ProofImage {
  mimeType: ProofMimeType;
  /** Base64 of the bytes, as stored. */
  data: string;
  sizeBytes: number;
}

/**
 * A proof that a withdrawal did not arrive (the member's), or of its payout (finance's slip): a
 * JPEG, PNG or WebP of at most 2 MB. `path` names the field in an INVALID_IMAGE refusal.
 */
export function parseProofImage(dataUrl: string, path = 'proofImage'): ProofImage {
  const image = parseImageDataUrl(dataUrl, { path, maxBytes: PROOF_IMAGE_MAX_BYTES });
  return {
    mimeType: image.contentType,
    data: image.data.toString('base64'),
    sizeBytes: image.data.length,
  };
}
