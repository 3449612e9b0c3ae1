import type { Timestamps } from '../../db/columns.js';

export interface SettingsTable extends Timestamps {
  key: string;
  /** JSON text; each key has its own zod schema in modules/settings. */
  value: string;
}

export interface SettingsTables {
  settings: SettingsTable;
}
