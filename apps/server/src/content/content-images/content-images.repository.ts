import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';

export interface NewContentImage {
  sha256: string;
  mimeType: string;
  data: string;
  sizeBytes: number;
  uploadedBy: number | null;
}

/** The uploaded content images, one row per distinct bytes. */
export class ContentImagesRepository {
  constructor(private readonly db: DB) {}

  /** Stores the image unless the same bytes are there already; true when it was new. */
  async saveIfAbsent(image: NewContentImage, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .insertInto('content_images')
      .values({
        sha256: image.sha256,
        mime_type: image.mimeType,
        data: image.data,
        size_bytes: image.sizeBytes,
        uploaded_by: image.uploadedBy,
      })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async find(sha256: string): Promise<{ mimeType: string; data: string } | undefined> {
    const row = await this.db
      .selectFrom('content_images')
      .select(['mime_type', 'data'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    return row && { mimeType: row.mime_type, data: row.data };
  }

  /** Which of the hashes are stored. */
  async existing(sha256s: readonly string[]): Promise<Set<string>> {
    if (sha256s.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('content_images')
      .select('sha256')
      .where('sha256', 'in', [...sha256s])
      .execute();
    return new Set(rows.map((row) => row.sha256));
  }
}
