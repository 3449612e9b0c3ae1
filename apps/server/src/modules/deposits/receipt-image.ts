import {
  RECEIPT_IMAGE_TYPES,
  RECEIPT_MAX_BYTES,
  type ReceiptImageType,
} from '@portal/shared/schemas/deposit';
import { AppError } from '../../lib/app-error.js';

export interface ReceiptImage {
  contentType: ReceiptImageType;
  data: Buffer;
}

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The type the bytes themselves say they are: the file signature, not the name or the label. */
export function sniffImageType(data: Buffer): ReceiptImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, index) => data[index] === byte)) {
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

function invalid(reason: string): AppError {
  return new AppError('INVALID_IMAGE', {}, [{ path: 'receiptImage', reason }]);
}

/**
 * Decodes the receipt's data URL. The declared type must be JPEG, PNG or WebP and agree with the
 * file's magic bytes, so a renamed script or document is refused whatever its label says.
 */
export function parseReceiptImage(dataUrl: string): ReceiptImage {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('not_a_data_url');
  const declared = match[1] as string;
  if (!(RECEIPT_IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw invalid('unsupported_type');
  }
  const base64 = match[2] as string;
  if (base64.length % 4 !== 0) throw invalid('not_a_data_url');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw invalid('empty');
  if (data.length > RECEIPT_MAX_BYTES) throw invalid('too_large');
  const actual = sniffImageType(data);
  if (actual === null) throw invalid('not_an_image');
  if (actual !== declared) throw invalid('type_mismatch');
  return { contentType: actual, data };
}
