import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './2025_11_21_0001_settings_and_whitelabel.js';
import * as m0002 from './2025_11_21_0002_banners_and_announcements.js';
import * as m0003 from './2025_11_21_0003_help_and_services.js';
import * as m0004 from './2025_11_21_0004_registration_games_domains.js';
import * as m0005 from './2025_11_21_0005_banner_translation_images.js';
import * as m0006 from './2025_11_21_0006_accounts.js';

/**
 * Migrations are listed here rather than read from the folder so that they run the same from
 * src/ (tsx, vitest) and dist/ (node) without depending on file extensions.
 */
const migrations: Record<string, Migration> = {
  '2025_11_21_0001_settings_and_whitelabel': m0001,
  '2025_11_21_0002_banners_and_announcements': m0002,
  '2025_11_21_0003_help_and_services': m0003,
  '2025_11_21_0004_registration_games_domains': m0004,
  '2025_11_21_0005_banner_translation_images': m0005,
  '2025_11_21_0006_accounts': m0006,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
