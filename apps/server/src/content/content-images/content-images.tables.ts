import type { ColumnType, Generated } from 'kysely';

/** An image an operator uploaded for content, stored once per distinct bytes (migration 0035). */
export interface ContentImagesTable {
  id: Generated<number>;
  sha256: string;
  mime_type: string;
  /** Base64 of the bytes. */
  data: string;
  size_bytes: number;
  uploaded_by: number | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface ContentImageTables {
  content_images: ContentImagesTable;
}
