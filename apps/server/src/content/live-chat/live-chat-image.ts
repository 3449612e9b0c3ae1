import { LIVE_CHAT_IMAGE_MAX_BYTES, LIVE_CHAT_IMAGE_TYPES } from '@portal/shared/schemas/live-chat';
import { parseUploadDataUrl } from '../../lib/image-upload.js';
import type { StoredChatImage } from './live-chat.repository.js';

/**
 * An image sent in the chat: PNG or JPEG of at most 2 MB, judged by its bytes (a renamed script
 * or a WebP labelled PNG is refused). Any failure is LIVE_CHAT_IMAGE_INVALID on `image`.
 */
export function parseChatImage(dataUrl: string): StoredChatImage {
  const image = parseUploadDataUrl(dataUrl, {
    path: 'image',
    maxBytes: LIVE_CHAT_IMAGE_MAX_BYTES,
    types: LIVE_CHAT_IMAGE_TYPES,
    code: 'LIVE_CHAT_IMAGE_INVALID',
  });
  return {
    mimeType: image.contentType,
    data: image.data.toString('base64'),
    sizeBytes: image.data.length,
  };
}
