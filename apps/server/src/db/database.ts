import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool } from 'kysely';
import type { Config } from '../config.js';
import type { AuditTables } from '../platform/audit/audit.tables.js';
import type { EventTables } from '../platform/events/events.tables.js';
import type { JobTables } from '../platform/jobs/jobs.tables.js';
import type { LedgerTables } from '../platform/ledger/ledger.tables.js';
import type { MemberTables } from '../platform/members/members.tables.js';
import type { NoticeTables } from '../platform/notices/notices.tables.js';
import type { PayloadCryptoTables } from '../platform/payload-crypto/payload-crypto.tables.js';
import type { SettingsTables } from '../platform/settings/settings.tables.js';
import type { AnnouncementTables } from '../content/announcements/announcements.tables.js';
import type { AppResourceTables } from '../content/app-resources/app-resources.tables.js';
import type { BannerTables } from '../content/banners/banners.tables.js';
import type { ContentImageTables } from '../content/content-images/content-images.tables.js';
import type { CustomerServiceTables } from '../content/customer-service/customer-service.tables.js';
import type { DomainRouteTables } from '../content/domain-routes/domain-routes.tables.js';
import type { FeedbackTables } from '../content/feedback/feedback.tables.js';
import type { HelpCenterTables } from '../content/help-center/help-center.tables.js';
import type { OperatorMessageTables } from '../content/operator-messages/operator-messages.tables.js';
import type { WhitelabelTables } from '../content/whitelabel/whitelabel.tables.js';
import type { MessagingTables } from '../accounts/messaging/messaging.tables.js';
import type { PasswordTables } from '../accounts/passwords/passwords.tables.js';
import type { RegistrationTables } from '../accounts/registration/registration.tables.js';
import type { SessionTables } from '../accounts/session/session.tables.js';
import type { SocialSignInTables } from '../accounts/social-sign-in/social-sign-in.tables.js';
import type { SaferPlayTables } from '../accounts/safer-play/safer-play.tables.js';
import type { BonusTables } from '../engagement/bonuses/bonuses.tables.js';
import type { MissionTables } from '../engagement/missions/missions.tables.js';
import type { PointTables } from '../engagement/points/points.tables.js';
import type { PromotionTables } from '../engagement/promotions/promotions.tables.js';
import type { ReferralTables } from '../engagement/referral/referral.tables.js';
import type { RewardTables } from '../engagement/rewards/rewards.tables.js';
import type { BankCardTables } from '../cashier/bank-cards/bank-cards.tables.js';
import type { DepositTables } from '../cashier/deposits/deposits.tables.js';
import type { TurnoverTables } from '../cashier/turnover/turnover.tables.js';
import type { WalletTables } from '../cashier/wallet/wallet.tables.js';
import type { WithdrawalTables } from '../cashier/withdrawals/withdrawals.tables.js';
import type { CatalogueTables } from '../games/catalogue/catalogue.tables.js';
import type { GameLaunchTables } from '../games/game-launch/game-launch.tables.js';
import type { HouseGameTables } from '../games/house-games/house-games.tables.js';
import type { LotteryTables } from '../games/lottery/lottery.tables.js';
import type { SeamlessTables } from '../games/seamless/seamless.tables.js';
import type { ContractTables } from '../agency/contracts/contracts.tables.js';
import type { AgencyReportTables } from '../agency/reports/reports.tables.js';
import type { TeamRecordTables } from '../agency/team-records/team-records.tables.js';
import type { StaffTables } from '../backoffice/staff/staff.tables.js';
import type { MemberDeskTables } from '../backoffice/members/member-desk.tables.js';
import type { RiskCaseTables } from '../backoffice/risk-cases/risk-cases.tables.js';
import type { RealityCheckTables } from '../accounts/reality-check/reality-check.tables.js';
import type { KycTables } from '../accounts/kyc/kyc.tables.js';
import type { MemberProfileTables } from '../accounts/member-info/member-profile.tables.js';
import type { LiveChatTables } from '../content/live-chat/live-chat.tables.js';

/**
 * Every table of the database. Each module keeps its tables' row types in its own
 * `<module>.tables.ts`, beside the repository that writes them; they join here.
 */
export interface Database
  extends
    AuditTables,
    EventTables,
    JobTables,
    LedgerTables,
    MemberTables,
    NoticeTables,
    PayloadCryptoTables,
    SettingsTables,
    AnnouncementTables,
    AppResourceTables,
    BannerTables,
    ContentImageTables,
    CustomerServiceTables,
    DomainRouteTables,
    FeedbackTables,
    HelpCenterTables,
    OperatorMessageTables,
    WhitelabelTables,
    MessagingTables,
    PasswordTables,
    RegistrationTables,
    SessionTables,
    SocialSignInTables,
    SaferPlayTables,
    BonusTables,
    MissionTables,
    PointTables,
    PromotionTables,
    ReferralTables,
    RewardTables,
    BankCardTables,
    DepositTables,
    TurnoverTables,
    WalletTables,
    WithdrawalTables,
    CatalogueTables,
    GameLaunchTables,
    HouseGameTables,
    LotteryTables,
    SeamlessTables,
    ContractTables,
    AgencyReportTables,
    TeamRecordTables,
    StaffTables,
    MemberDeskTables,
    RiskCaseTables,
    RealityCheckTables,
    KycTables,
    MemberProfileTables,
    LiveChatTables {}

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

/**
 * The mark (an SQL comment) of a statement that PostgreSQL plans for each call's values: put it in
 * with `sql.raw(CUSTOM_PLAN)`, or `.modifyFront(sql.raw(CUSTOM_PLAN))` on a select.
 */
export const CUSTOM_PLAN = '/* custom plan */';

/** The most distinct statements prepared on each PostgreSQL connection. */
const NAMED_STATEMENT_LIMIT = 2000;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again each time: for the
 * small statements of a busy call that was most of the database's work. The same SQL text gets
 * the same statement name on every connection (pg prepares it once per connection and then
 * only binds and executes). Statements without parameters (`begin`, `commit`, several
 * statements in one string) stay unnamed; past NAMED_STATEMENT_LIMIT distinct texts (a query
 * whose text varies with its data, such as a many-row insert) new ones stay unnamed too. A
 * statement carrying CUSTOM_PLAN stays unnamed as well: PostgreSQL plans it for each call's own
 * values, where a generic plan kept after five runs would be costed for an average parameter
 * (an agent of 7 members planned like the top agent of 100,000: decision 067).
 */
export function namingStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    if (text.includes(CUSTOM_PLAN)) return undefined;
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
