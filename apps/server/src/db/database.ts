import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type ColumnType,
  type Generated,
  type PostgresPool,
} from 'kysely';
import type { Config } from '../config.js';
import type { AgencyTables } from './tables/agency.js';
import type { ContractTables } from './tables/contracts.js';
import type { LotteryTables } from './tables/lottery.js';
import type { AgentAnnouncementTables } from './tables/agent-announcements.js';
import type { DepositTables } from './tables/deposits.js';
import type { EventTables } from './tables/events.js';
import type { FeedbackTables } from './tables/feedback.js';
import type { GameTables } from './tables/games.js';
import type { LedgerTables } from './tables/ledger.js';
import type { MissionTables } from './tables/missions.js';
import type { PointTables } from './tables/points.js';
import type { PromotionTables } from './tables/promotions.js';
import type { ReferralTables } from './tables/referral.js';
import type { RewardTables } from './tables/rewards.js';
import type { StaffTables } from './tables/staff.js';
import type { VendorTransferTables, VendorWalletMode } from './tables/vendor-transfers.js';
import type { WithdrawalTables } from './tables/withdrawals.js';

/**
 * Timestamps are written as ISO 8601 strings; PostgreSQL hands them back as Date, SQLite as text
 * (see db/time.ts). Flags are integers 0/1 because SQLite has no boolean to bind.
 */
export type Timestamp = ColumnType<Date | string, string | undefined, string>;
export type NullableTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;
export type Flag = ColumnType<number, number | undefined, number>;

interface Timestamps {
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable extends Timestamps {
  key: string;
  /** JSON text; each key has its own zod schema in modules/settings. */
  value: string;
}

export interface WhitelabelModulesTable extends Timestamps {
  id: Generated<number>;
  mod_id: string;
  parent_id: number | null;
  enabled: Flag;
  sort: number;
}

export interface BannersTable extends Timestamps {
  id: Generated<number>;
  code: string;
  group_name: string;
  image_path: string;
  linkage_type: string | null;
  linkage: string | null;
  enabled: Flag;
  sort: number;
}

export interface BannerTranslationsTable {
  banner_id: number;
  lang: string;
  title: string;
  /** The art for this language (its text is drawn in); null falls back to EN, then the banner's. */
  image_path: string | null;
}

export interface AnnouncementsTable extends Timestamps {
  id: Generated<number>;
  code: string;
  type: string;
  /** W web, H mobile, A both. */
  platform: string;
  /** B browse, P popup at entry. */
  execution: string;
  start_time: Timestamp;
  end_time: NullableTimestamp;
  enabled: Flag;
  sort: number;
}

export interface AnnouncementTranslationsTable {
  announcement_id: number;
  lang: string;
  title: string;
  content: string;
}

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

export interface RegistrationRulesTable extends Timestamps {
  id: Generated<number>;
  field: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface RegistrationRuleTranslationsTable {
  rule_id: number;
  lang: string;
  message: string;
}

export interface GameCategoriesTable extends Timestamps {
  id: Generated<number>;
  code: string;
  /** The whitelabel module that switches the category on and off. */
  mod_id: string | null;
  enabled: Flag;
  sort: number;
}

export interface VendorsTable extends Timestamps {
  id: Generated<number>;
  category_code: string;
  vassalage: string;
  title: string;
  is_hot: Flag;
  cards: number;
  icon_path: string;
  maintenance: Flag;
  enabled: Flag;
  sort: number;
  /** seamless (the provider debits our ledger per round) or transfer (the vendor keeps a wallet). */
  wallet_mode: ColumnType<VendorWalletMode, VendorWalletMode | undefined, VendorWalletMode>;
  /** The game provider that launches the vendor's games and signs its wallet callbacks. */
  provider: ColumnType<string, string | undefined, string>;
}

export interface DomainRoutesTable extends Timestamps {
  id: Generated<number>;
  domain: string;
  type: string;
  enabled: Flag;
  sort: number;
}

export interface MembersTable extends Timestamps {
  id: Generated<number>;
  account: string;
  /** Lower-cased account: the unique login key. */
  account_key: string;
  nickname: string;
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  type: number;
  status: 'active' | 'disabled';
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  /** Lower-cased email: unique. */
  email_key: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  totp_secret: string | null;
  totp_enabled: Flag;
  /** JSON object of registration extras (qqNum, line, whatsapp, idNumber, ...). */
  profile: string;
  upline_id: number | null;
  affiliate_code: string | null;
  to_upline: Flag;
  icon: number;
  rank_level: number;
  currency: string;
  register_ip: string | null;
  register_domain: string | null;
  first_login_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  /** Kept by the agency_tree triggers: direct downlines, and downlines at every level. */
  direct_count: ColumnType<number, never, never>;
  downline_count: ColumnType<number, never, never>;
}

export interface MemberDevicesTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  user_agent: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface MemberSessionsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  device_id: number | null;
  login_type: string;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface MemberKnownIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  purpose: string;
  transport: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: Timestamp;
}

export interface PayloadKeysTable {
  key_id: string;
  public_spki: string;
  private_pkcs8: string;
  created_at: Timestamp;
  retired_at: NullableTimestamp;
}

/** Each feature's tables live in db/tables/<feature>.ts and join here. */
export interface Database
  extends
    LedgerTables,
    StaffTables,
    DepositTables,
    WithdrawalTables,
    VendorTransferTables,
    GameTables,
    EventTables,
    FeedbackTables,
    PointTables,
    PromotionTables,
    ReferralTables,
    RewardTables,
    MissionTables,
    AgencyTables,
    AgentAnnouncementTables,
    ContractTables,
    LotteryTables {
  settings: SettingsTable;
  whitelabel_modules: WhitelabelModulesTable;
  banners: BannersTable;
  banner_translations: BannerTranslationsTable;
  announcements: AnnouncementsTable;
  announcement_translations: AnnouncementTranslationsTable;
  help_topics: HelpTopicsTable;
  help_topic_translations: HelpTopicTranslationsTable;
  help_items: HelpItemsTable;
  help_item_translations: HelpItemTranslationsTable;
  customer_services: CustomerServicesTable;
  customer_service_translations: CustomerServiceTranslationsTable;
  app_resources: AppResourcesTable;
  app_resource_translations: AppResourceTranslationsTable;
  registration_rules: RegistrationRulesTable;
  registration_rule_translations: RegistrationRuleTranslationsTable;
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  domain_routes: DomainRoutesTable;
  members: MembersTable;
  member_devices: MemberDevicesTable;
  member_sessions: MemberSessionsTable;
  member_known_ips: MemberKnownIpsTable;
  password_resets: PasswordResetsTable;
  outbox_messages: OutboxMessagesTable;
  payload_keys: PayloadKeysTable;
}

export type DB = Kysely<Database>;

export type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'SQLITE_PATH'>;

export function createDatabase(config: DatabaseConfig): DB {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingStatements(pool) }) });
  }
  fs.mkdirSync(path.dirname(config.SQLITE_PATH), { recursive: true });
  const sqlite = new SQLite(config.SQLITE_PATH);
  // WAL lets the admin command write while the server reads; busy_timeout waits out its lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
  });
}

const STATEMENT_CACHE_SIZE = 500;

/** The most distinct statements prepared on each PostgreSQL connection. */
const NAMED_STATEMENT_LIMIT = 2000;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again each time: for the
 * small statements of a busy call that was most of the database's work. The same SQL text gets
 * the same statement name on every connection (pg prepares it once per connection and then
 * only binds and executes). Statements without parameters (`begin`, `commit`, several
 * statements in one string) stay unnamed; past NAMED_STATEMENT_LIMIT distinct texts (a query
 * whose text varies with its data, such as a many-row insert) new ones stay unnamed too.
 */
export function namingStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENT_LIMIT) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const named = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await connect();
      if (!named.has(client)) {
        named.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((text: unknown, values?: unknown[], ...rest: unknown[]) => {
          if (typeof text !== 'string' || !values || values.length === 0) {
            return query(text, values, ...rest);
          }
          const name = nameOf(text);
          return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
        }) as typeof client.query;
      }
      return client;
    },
  };
}

/**
 * Kysely's SQLite driver prepares every query afresh, which was the largest single cost of a small
 * API call. The same SQL text gets the same prepared statement back (least recently used ones are
 * dropped). Reuse is safe because Kysely runs one query at a time on its single connection.
 * Transactions begin immediate (see prepare).
 */
export function cachingStatements(sqlite: SQLite.Database): {
  close(): void;
  prepare(source: string): SQLite.Statement;
} {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // A deferred transaction that reads and then writes cannot wait for another process's
      // write lock (SQLite answers "database is locked" at once when its snapshot is stale), so
      // every transaction takes the write lock when it begins and waits its busy_timeout for it.
      const source = text === 'begin' ? 'begin immediate' : text;
      let statement = cache.get(source);
      if (statement) {
        cache.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(source, statement);
      return statement;
    },
  };
}
