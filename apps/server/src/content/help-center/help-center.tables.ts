import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface HelpTopicsTable extends Timestamps {
  id: Generated<number>;
  code: string;
  enabled: Flag;
  sort: number;
}

export interface HelpTopicTranslationsTable {
  topic_id: number;
  lang: string;
  title: string;
}

export interface HelpItemsTable extends Timestamps {
  id: Generated<number>;
  topic_id: number;
  code: string;
  enabled: Flag;
  sort: number;
}

export interface HelpItemTranslationsTable {
  item_id: number;
  lang: string;
  title: string;
  content: string;
}

export interface HelpCenterTables {
  help_topics: HelpTopicsTable;
  help_topic_translations: HelpTopicTranslationsTable;
  help_items: HelpItemsTable;
  help_item_translations: HelpItemTranslationsTable;
}
