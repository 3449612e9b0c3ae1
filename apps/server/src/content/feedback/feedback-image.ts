import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  type FeedbackImageType,
} from '@portal/shared/schemas/feedback';
import { AppError, isAppError } from '../../lib/app-error.js';
import { parseImageDataUrl } from '../../lib/image-upload.js';

export interface FeedbackImage {
  mimeType: FeedbackImageType;
  /** Base64 of the bytes, as stored. */
  data: string;
  sizeBytes: number;
}

const invalid = (path: string, reason: string) =>
  new AppError('FEEDBACK_IMAGE_INVALID', {}, [{ path, reason }]);

/**
 * An image attached to feedback: PNG or JPEG of at most 5 MB, judged by its bytes (a renamed
 * script or a WebP labelled PNG is refused). Any failure is FEEDBACK_IMAGE_INVALID on `path`.
 */
export function parseFeedbackImage(dataUrl: string, path: string): FeedbackImage {
  let image;
  try {
    image = parseImageDataUrl(dataUrl, { path, maxBytes: FEEDBACK_IMAGE_MAX_BYTES });
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_IMAGE') {
      throw invalid(path, error.details?.[0]?.reason ?? 'not_an_image');
    }
    throw error;
  }
  const mimeType = image.contentType;
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(mimeType)) {
    throw invalid(path, 'unsupported_type');
  }
  return {
    mimeType: mimeType as FeedbackImageType,
    data: image.data.toString('base64'),
    sizeBytes: image.data.length,
  };
}
