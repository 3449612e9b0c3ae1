import { AppError } from './app-error.js';

/** The image types members may upload (deposit receipts, proofs of non-payment). */
export type UploadImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface UploadedImage {
  contentType: UploadImageType;
  data: Buffer;
}

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
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

/**
 * Decodes an uploaded image sent as a base64 data URL. The declared type must be JPEG, PNG or WebP
 * (image/jpg is read as image/jpeg) and agree with the magic bytes, so a renamed script or document
 * is refused whatever its label says. Anything else is INVALID_IMAGE on `path`.
 */
export function parseImageDataUrl(
  dataUrl: string,
  { path, maxBytes }: { path: string; maxBytes: number },
): UploadedImage {
  const invalid = (reason: string) => new AppError('INVALID_IMAGE', {}, [{ path, reason }]);
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('not_a_data_url');
  const declared = match[1] === 'image/jpg' ? 'image/jpeg' : (match[1] as string);
  if (!TYPES.includes(declared)) throw invalid('unsupported_type');
  const base64 = match[2] as string;
  if (base64.length % 4 !== 0) throw invalid('not_a_data_url');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw invalid('empty');
  if (data.length > maxBytes) throw invalid('too_large');
  const actual = sniffImageType(data);
  if (actual === null) throw invalid('not_an_image');
  if (actual !== declared) throw invalid('type_mismatch');
  return { contentType: actual, data };
}
