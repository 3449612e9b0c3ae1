import type { Insertable, Selectable } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@portal/shared/schemas/feedback';
import type { DB } from '../../db/database.js';
import type { FeedbackImagesTable, FeedbackTable } from './feedback.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { FeedbackImage } from './feedback-image.js';

export type FeedbackRow = Selectable<FeedbackTable> & {
  member_account: string | null;
  replied_by_username: string | null;
};
export type FeedbackImageInfo = Pick<
  Selectable<FeedbackImagesTable>,
  'feedback_id' | 'position' | 'mime_type' | 'size_bytes'
>;

/** Feedback, its images and the operator's reply. */
export class FeedbackRepository {
  constructor(private readonly db: DB) {}

  /** Stores the feedback and its images (positions 1, 2, 3 in the order given); its id. */
  async insert(
    row: Insertable<FeedbackTable>,
    images: readonly FeedbackImage[],
    trx: Trx,
  ): Promise<number> {
    const { id } = await trx
      .insertInto('feedback')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, image] of images.entries()) {
      await trx
        .insertInto('feedback_images')
        .values({
          feedback_id: id,
          position: index + 1,
          mime_type: image.mimeType,
          data: image.data,
          size_bytes: image.sizeBytes,
        })
        .execute();
    }
    return id;
  }

  private withNames(executor: Executor) {
    return executor
      .selectFrom('feedback as f')
      .leftJoin('members as m', 'm.id', 'f.member_id')
      .leftJoin('staff as s', 's.id', 'f.replied_by')
      .selectAll('f')
      .select(['m.account as member_account', 's.username as replied_by_username']);
  }

  find(id: number, executor: Executor = this.db): Promise<FeedbackRow | undefined> {
    return this.withNames(executor).where('f.id', '=', id).executeTakeFirst();
  }

  /** One page, newest first, by status and type. */
  async page(options: {
    status?: FeedbackStatus | undefined;
    type?: FeedbackType | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: FeedbackRow[]; total: number }> {
    let rows = this.withNames(this.db);
    let count = this.db.selectFrom('feedback as f');
    if (options.status) {
      rows = rows.where('f.status', '=', options.status);
      count = count.where('f.status', '=', options.status);
    }
    if (options.type) {
      rows = rows.where('f.type', '=', options.type);
      count = count.where('f.type', '=', options.type);
    }
    const [list, total] = await Promise.all([
      rows.orderBy('f.id', 'desc').limit(options.limit).offset(options.offset).execute(),
      count.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.total) };
  }

  /** Type and size of the images of these feedback ids (not their bytes). */
  async imagesOf(ids: readonly number[]): Promise<FeedbackImageInfo[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('feedback_images')
      .select(['feedback_id', 'position', 'mime_type', 'size_bytes'])
      .where('feedback_id', 'in', ids)
      .orderBy('feedback_id')
      .orderBy('position')
      .execute();
  }

  findImage(id: number, position: number) {
    return this.db
      .selectFrom('feedback_images')
      .select(['mime_type', 'data'])
      .where('feedback_id', '=', id)
      .where('position', '=', position)
      .executeTakeFirst();
  }

  /** Stores the reply if the feedback is still open; false when it was answered already. */
  async markReplied(
    id: number,
    reply: { text: string; staffId: number; at: string },
    trx: Trx,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('feedback')
      .set({
        status: 'replied',
        reply: reply.text,
        replied_by: reply.staffId,
        replied_at: reply.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
