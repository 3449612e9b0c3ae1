import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './2025_11_21_0001_settings_and_whitelabel.js';
import * as m0002 from './2025_11_21_0002_banners_and_announcements.js';
import * as m0003 from './2025_11_21_0003_help_and_services.js';
import * as m0004 from './2025_11_21_0004_registration_games_domains.js';
import * as m0005 from './2025_11_21_0005_banner_translation_images.js';
import * as m0006 from './2025_11_21_0006_accounts.js';
import * as m0007 from './2025_11_21_0007_ledger_and_jobs.js';
import * as m0008 from './2025_11_21_0008_staff_and_notices.js';
import * as m0009 from './2025_11_21_0009_deposits.js';
import * as m0010 from './2025_11_21_0010_withdrawals.js';
import * as m0011 from './2025_11_21_0011_vendor_wallet_transfers.js';
import * as m0012 from './2025_11_21_0012_ledger_entries_time_index.js';
import * as m0013 from './2025_11_21_0013_games.js';
import * as m0014 from './2025_11_21_0014_content_versions.js';
import * as m0015 from './2025_11_21_0015_provider_transaction_claims.js';
import * as m0016 from './2025_11_25_0016_domain_events.js';
import * as m0017 from './2025_11_25_0017_notice_deletion.js';
import * as m0018 from './2025_11_25_0018_promotions_and_bonuses.js';
import * as m0019 from './2025_11_25_0019_operator_messages_and_feedback.js';
import * as m0020 from './2025_11_26_0020_points.js';
import * as m0021 from './2025_11_26_0021_referral.js';
import * as m0022 from './2025_11_26_0022_reward_tickets.js';
import * as m0023 from './2025_11_26_0023_missions.js';
import * as m0024 from './2025_11_26_0024_agency.js';
import * as m0025 from './2025_11_26_0025_agent_announcements.js';
import * as m0026 from './2025_11_26_0026_contracts.js';
import * as m0027 from './2025_11_26_0027_lottery.js';
import * as m0028 from './2025_11_26_0028_points_carry.js';
import * as m0029 from './2025_11_26_0029_dividend_carry.js';
import * as m0030 from './2025_11_28_0030_bonus_turnover_carry.js';
import * as m0031 from './2025_11_28_0031_wallet_auto_transfer.js';
import * as m0032 from './2025_11_28_0032_staff_second_factor.js';
import * as m0033 from './2025_11_28_0033_member_notes_and_adjustments.js';
import * as m0034 from './2025_11_28_0034_console_cashier_and_games.js';
import * as m0035 from './2025_11_28_0035_content_publishing.js';
import * as m0036 from './2025_11_28_0036_desk_roles.js';
import * as m0041 from './2025_11_28_0041_report_indexes.js';
import * as m0045 from './2025_11_28_0045_risk_cases.js';
import * as m0043 from './2025_11_28_0043_reality_check.js';
import * as m0044 from './2025_11_28_0044_kyc.js';
import * as m0046 from './2025_11_28_0046_audit_chain.js';
import * as m0047 from './2025_11_29_0047_ledger_chain_sequence.js';
import * as m0048 from './2025_11_29_0048_member_social_links.js';
import * as m0049 from './2025_11_29_0049_member_profiles.js';
import * as m0042 from './2025_11_28_0042_safer_play.js';
import * as m0050 from './2025_11_29_0050_daily_check_in.js';
import * as m0052 from './2025_11_29_0052_live_chat.js';
import * as m0053 from './2025_11_29_0053_agency_bulk_import.js';
import * as m0054 from './2025_11_30_0054_team_round_days.js';
import * as m0055 from './2025_11_30_0055_team_ledger_days.js';

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
  '2025_11_21_0007_ledger_and_jobs': m0007,
  '2025_11_21_0008_staff_and_notices': m0008,
  '2025_11_21_0009_deposits': m0009,
  '2025_11_21_0010_withdrawals': m0010,
  '2025_11_21_0011_vendor_wallet_transfers': m0011,
  '2025_11_21_0012_ledger_entries_time_index': m0012,
  '2025_11_21_0013_games': m0013,
  '2025_11_21_0014_content_versions': m0014,
  '2025_11_21_0015_provider_transaction_claims': m0015,
  '2025_11_25_0016_domain_events': m0016,
  '2025_11_25_0017_notice_deletion': m0017,
  '2025_11_25_0018_promotions_and_bonuses': m0018,
  '2025_11_25_0019_operator_messages_and_feedback': m0019,
  '2025_11_26_0020_points': m0020,
  '2025_11_26_0021_referral': m0021,
  '2025_11_26_0022_reward_tickets': m0022,
  '2025_11_26_0023_missions': m0023,
  '2025_11_26_0024_agency': m0024,
  '2025_11_26_0025_agent_announcements': m0025,
  '2025_11_26_0026_contracts': m0026,
  '2025_11_26_0027_lottery': m0027,
  '2025_11_26_0028_points_carry': m0028,
  '2025_11_26_0029_dividend_carry': m0029,
  '2025_11_28_0030_bonus_turnover_carry': m0030,
  '2025_11_28_0031_wallet_auto_transfer': m0031,
  '2025_11_28_0032_staff_second_factor': m0032,
  '2025_11_28_0033_member_notes_and_adjustments': m0033,
  '2025_11_28_0034_console_cashier_and_games': m0034,
  '2025_11_28_0035_content_publishing': m0035,
  '2025_11_28_0036_desk_roles': m0036,
  '2025_11_28_0041_report_indexes': m0041,
  '2025_11_28_0045_risk_cases': m0045,
  '2025_11_28_0043_reality_check': m0043,
  '2025_11_28_0044_kyc': m0044,
  '2025_11_28_0046_audit_chain': m0046,
  '2025_11_29_0047_ledger_chain_sequence': m0047,
  '2025_11_29_0048_member_social_links': m0048,
  '2025_11_29_0049_member_profiles': m0049,
  '2025_11_28_0042_safer_play': m0042,
  '2025_11_29_0050_daily_check_in': m0050,
  '2025_11_29_0052_live_chat': m0052,
  '2025_11_29_0053_agency_bulk_import': m0053,
  '2025_11_30_0054_team_round_days': m0054,
  '2025_11_30_0055_team_ledger_days': m0055,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
