import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_IMAGE_MAX_BYTES,
  UPLOADED_IMAGE_PATH,
  type ContentImageType,
  type ContentImageValue,
} from '@portal/shared/schemas/content-operator/images';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { parseImageDataUrl } from '../../lib/image-upload.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { ContentImagesRepository } from './content-images.repository.js';

export interface ContentImagesDeps {
  db: DB;
  repository: ContentImagesRepository;
  audit: Pick<AuditLog, 'record'>;
  assetsBase: string;
}

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/**
 * Images operators upload for content. The bytes decide the type (a renamed script or a WebP
 * labelled PNG is INVALID_IMAGE); each distinct image is stored once under the SHA-256 of its
 * bytes, so its address never changes meaning and may be cached for good.
 */
export class ContentImagesService {
  constructor(private readonly deps: ContentImagesDeps) {}

  async upload(operator: Operator, dataUrl: string): Promise<ContentImageValue> {
    const image = parseImageDataUrl(dataUrl, {
      path: 'dataUrl',
      maxBytes: CONTENT_IMAGE_MAX_BYTES,
    });
    const mimeType = image.contentType as ContentImageType;
    const sha256 = createHash('sha256').update(image.data).digest('hex');
    const path = `uploads/${sha256}.${CONTENT_IMAGE_EXTENSIONS[mimeType]}`;
    await inTransaction(this.deps.db, async (trx) => {
      const stored = await this.deps.repository.saveIfAbsent(
        {
          sha256,
          mimeType,
          data: image.data.toString('base64'),
          sizeBytes: image.data.length,
          uploadedBy: operator.staff.id,
        },
        trx,
      );
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'content.image_upload',
          target: `content_image:${sha256}`,
          details: { mimeType, sizeBytes: image.data.length, new: stored },
          ip: operator.ip,
        },
        trx,
      );
    });
    return { path, url: this.urlOf(path), mimeType, sizeBytes: image.data.length };
  }

  /** The bytes behind `uploads/<name>`, or NOT_FOUND. */
  async read(name: string): Promise<{ mimeType: string; data: Buffer }> {
    const match = FILE_NAME.exec(name);
    const row = match ? await this.deps.repository.find(match[1] as string) : undefined;
    if (!row || CONTENT_IMAGE_EXTENSIONS[row.mimeType as ContentImageType] !== match?.[2]) {
      throw new AppError('NOT_FOUND');
    }
    return { mimeType: row.mimeType, data: Buffer.from(row.data, 'base64') };
  }

  /**
   * Refuses content that names an uploaded image which was never uploaded (VALIDATION_FAILED on
   * the field). Built-in art under the assets base is the site's own and is taken as it is.
   */
  async assertUploaded(paths: readonly { field: string; path: string | null }[]): Promise<void> {
    const uploads = paths.filter(
      (entry): entry is { field: string; path: string } =>
        entry.path !== null && UPLOADED_IMAGE_PATH.test(entry.path),
    );
    const hashOf = (path: string) => path.slice('uploads/'.length, 'uploads/'.length + 64);
    const stored = await this.deps.repository.existing(uploads.map((entry) => hashOf(entry.path)));
    const missing = uploads.filter((entry) => !stored.has(hashOf(entry.path)));
    if (missing.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        missing.map((entry) => ({ path: entry.field, reason: 'image_not_uploaded' })),
      );
    }
  }

  /** The image's address on this site. */
  urlOf(path: string): string {
    return `${this.deps.assetsBase}/${path}`;
  }
}
