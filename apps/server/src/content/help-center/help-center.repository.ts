import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';

export interface HelpTopicRow {
  id: number;
  title: string;
}

export interface HelpItemRow {
  id: number;
  topicId: number;
  title: string;
  content: string;
}

export class HelpCenterRepository {
  constructor(private readonly db: DB) {}

  async listTopics(language: Language): Promise<HelpTopicRow[]> {
    return this.db
      .selectFrom('help_topics as t')
      .leftJoin('help_topic_translations as tl', (join) =>
        join.onRef('tl.topic_id', '=', 't.id').on('tl.lang', '=', language),
      )
      .leftJoin('help_topic_translations as te', (join) =>
        join.onRef('te.topic_id', '=', 't.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select(['t.id', sql<string>`coalesce(tl.title, te.title, '')`.as('title')])
      .where('t.enabled', '=', 1)
      .orderBy('t.sort')
      .orderBy('t.id')
      .execute();
  }

  async listItems(language: Language): Promise<HelpItemRow[]> {
    const rows = await this.db
      .selectFrom('help_items as i')
      .leftJoin('help_item_translations as tl', (join) =>
        join.onRef('tl.item_id', '=', 'i.id').on('tl.lang', '=', language),
      )
      .leftJoin('help_item_translations as te', (join) =>
        join.onRef('te.item_id', '=', 'i.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'i.id',
        'i.topic_id',
        sql<string>`coalesce(tl.title, te.title, '')`.as('title'),
        sql<string>`coalesce(tl.content, te.content, '')`.as('content'),
      ])
      .where('i.enabled', '=', 1)
      .orderBy('i.sort')
      .orderBy('i.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      topicId: row.topic_id,
      title: row.title,
      content: row.content,
    }));
  }
}
