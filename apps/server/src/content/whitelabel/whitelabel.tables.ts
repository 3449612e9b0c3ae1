import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface WhitelabelModulesTable extends Timestamps {
  id: Generated<number>;
  mod_id: string;
  parent_id: number | null;
  enabled: Flag;
  sort: number;
}

export interface WhitelabelTables {
  whitelabel_modules: WhitelabelModulesTable;
}
