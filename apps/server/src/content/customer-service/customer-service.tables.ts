import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface CustomerServicesTable extends Timestamps {
  id: Generated<number>;
  code: string;
  cs_type: number;
  /** Public link for types 1, 2 and 4; for type 3 the protected address, never listed. */
  path: string;
  icon: string;
  min_vip_rank: number;
  enabled: Flag;
  sort: number;
}

export interface CustomerServiceTranslationsTable {
  customer_service_id: number;
  lang: string;
  title: string;
}

export interface CustomerServiceTables {
  customer_services: CustomerServicesTable;
  customer_service_translations: CustomerServiceTranslationsTable;
}
