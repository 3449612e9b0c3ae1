import { PROOF_IMAGE_MAX_BYTES, type PROOF_IMAGE_TYPES } from '@portal/shared/schemas/withdrawal';
import { AppError } from '../../lib/app-error.js';

export type ProofMimeType = (typeof PROOF_IMAGE_TYPES)[number];

export interface ProofImage {
  mimeType: ProofMimeType;
  /** Base64 of the bytes, as stored. */
  data: string;
  sizeBytes: number;
}

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The type the bytes themselves announce; the declared type is not trusted. */
export function sniffImageType(bytes: Buffer): ProofMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * A proof of payment as the site sends it: a base64 data URL of a JPEG, PNG or WebP of at most
 * 2 MB, whose bytes match the declared type. Anything else is INVALID_IMAGE.
 */
export function parseProofImage(dataUrl: string): ProofImage {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('not_a_data_url');
  const [, declared, data] = match as unknown as [string, string, string];
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalid('empty');
  if (bytes.length > PROOF_IMAGE_MAX_BYTES) throw invalid('too_large');
  const detected = sniffImageType(bytes);
  if (!detected) throw invalid('unsupported_type');
  // image/jpg is a common misspelling of image/jpeg; the bytes decide either way.
  const normalised = declared === 'image/jpg' ? 'image/jpeg' : declared;
  if (normalised !== detected) throw invalid('type_mismatch');
  return { mimeType: detected, data: bytes.toString('base64'), sizeBytes: bytes.length };
}

function invalid(reason: string): AppError {
  return new AppError('INVALID_IMAGE', {}, [{ path: 'proofImage', reason }]);
}
