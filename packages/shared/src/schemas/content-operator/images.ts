import { z } from 'zod';

/**
 * Images operators upload for the portal's content (banner art first): PNG, JPEG or WebP of at
 * most 2 MB, judged by their bytes on the server. Each is stored once, named by the SHA-256 of
 * its bytes, and served under the assets base as `uploads/<sha256>.<ext>`.
 */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A data URL of CONTENT_IMAGE_MAX_BYTES: base64 grows by 4/3, plus the `data:…;base64,` head. */
export const CONTENT_IMAGE_DATA_URL_MAX = Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4 + 32;

export const CONTENT_IMAGE_EXTENSIONS: Record<ContentImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** An uploaded image's path under the assets base. */
export const UPLOADED_IMAGE_PATH = /^uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/;

/**
 * An image content may show: one uploaded through the console, or the built-in art the site
 * ships under the assets base (the demo banners).
 */
export const contentImagePathSchema = z
  .string()
  .regex(
    /^(uploads\/[0-9a-f]{64}\.(png|jpg|webp)|banners\/[A-Za-z0-9][A-Za-z0-9._-]{0,119}\.(svg|png|jpg|webp))$/,
  );

/** POST /wps/operator/content/images. */
export const contentImageUploadSchema = z.strictObject({
  dataUrl: z.string().min(1).max(CONTENT_IMAGE_DATA_URL_MAX),
});
export type ContentImageUpload = z.infer<typeof contentImageUploadSchema>;

export const contentImageValueSchema = z.object({
  /** What content stores (`imagePath`). */
  path: z.string(),
  /** Where the site loads it: the path under the assets base. */
  url: z.string(),
  mimeType: z.enum(CONTENT_IMAGE_TYPES),
  sizeBytes: z.number().int(),
});
export type ContentImageValue = z.infer<typeof contentImageValueSchema>;
