import { RECEIPT_MAX_BYTES } from '@portal/shared/schemas/deposit';
import { parseImageDataUrl, type UploadedImage } from '../../lib/image-upload.js';

export type ReceiptImage = UploadedImage;

/** The optional transfer receipt of a bank-transfer deposit (JPEG, PNG or WebP). */
export function parseReceiptImage(dataUrl: string): ReceiptImage {
  return parseImageDataUrl(dataUrl, { path: 'receiptImage', maxBytes: RECEIPT_MAX_BYTES });
}
