import type { ErrorCode } from '@portal/shared/error-codes';
import { AppError } from './app-error.js';

/** The image types members may upload (deposit receipts, proofs of non-payment). */
export type UploadImageType = 'image/jpeg' | 'image/png' | 'image/webp';
/** Every type an upload may be: the images, and PDF where a call allows documents. */
export type UploadFileType = UploadImageType | 'application/pdf';

export interface UploadedImage {
  contentType: UploadImageType;
  data: Buffer;
}

export interface UploadedFile {
  contentType: UploadFileType;
  data: Buffer;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const IMAGE_TYPES: readonly UploadFileType[] = ['image/jpeg', 'image/png', 'image/webp'];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type the bytes themselves say they are: the file signature, not the name or the label. */
export function sniffImageType(data: Buffer): UploadImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  if (data.length >= PNG.length && PNG.every((byte, index) => data[index] === byte)) {
    return 'image/png';
  }
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** An image type, or PDF by its `%PDF-` header. */
export function sniffFileType(data: Buffer): UploadFileType | null {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return sniffImageType(data);
}

export interface UploadRules {
  /** The field named in the refusal's details. */
  path: string;
  maxBytes: number;
  /** The types allowed (default: JPEG, PNG and WebP). */
  types?: readonly UploadFileType[];
  /** The refusal's code (default INVALID_IMAGE). */
  code?: ErrorCode;
}

/**
 * Decodes an upload sent as a base64 data URL. The declared type must be one of `types`
 * (image/jpg is read as image/jpeg) and agree with the magic bytes, so a renamed script or
 * document is refused whatever its label says. Anything else is `code` on `path`, with the reason
 * (not_a_data_url, unsupported_type, empty, too_large, not_an_image, type_mismatch).
 */
export function parseUploadDataUrl(
  dataUrl: string,
  { path, maxBytes, types = IMAGE_TYPES, code = 'INVALID_IMAGE' }: UploadRules,
): UploadedFile {
  const invalid = (reason: string) => new AppError(code, {}, [{ path, reason }]);
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('not_a_data_url');
  const declared = match[1] === 'image/jpg' ? 'image/jpeg' : (match[1] as string);
  if (!(types as readonly string[]).includes(declared)) throw invalid('unsupported_type');
  const base64 = match[2] as string;
  if (base64.length % 4 !== 0) throw invalid('not_a_data_url');
  // Refuse before decoding what is surely too large: 4 characters carry 3 bytes.
  if ((base64.length / 4) * 3 - 2 > maxBytes) throw invalid('too_large');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw invalid('empty');
  if (data.length > maxBytes) throw invalid('too_large');
  const actual = sniffFileType(data);
  if (actual === null || !types.includes(actual)) throw invalid('not_an_image');
  if (actual !== declared) throw invalid('type_mismatch');
  return { contentType: actual, data };
}

/** A JPEG, PNG or WebP image as a data URL (receipts, proofs, feedback, content images). */
export function parseImageDataUrl(
  dataUrl: string,
  { path, maxBytes }: { path: string; maxBytes: number },
): UploadedImage {
  return parseUploadDataUrl(dataUrl, { path, maxBytes }) as UploadedImage;
}
