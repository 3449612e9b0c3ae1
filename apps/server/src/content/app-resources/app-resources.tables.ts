import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface AppResourcesTable extends Timestamps {
  id: Generated<number>;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
  enabled: Flag;
  sort: number;
}

export interface AppResourceTranslationsTable {
  resource_id: number;
  lang: string;
  label_name: string;
}

export interface AppResourceTables {
  app_resources: AppResourcesTable;
  app_resource_translations: AppResourceTranslationsTable;
}
