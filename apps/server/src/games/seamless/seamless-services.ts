import type { Config } from '../../config.js';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { PlayGate } from '../../accounts/safer-play/play-gate.js';
import type { TurnoverService } from '../../cashier/turnover/turnover.service.js';
import type { ProviderHttp } from './provider-http.js';
import type { PubSub } from '../../lib/pubsub.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { SeamlessBatchReads } from './batch-reads.repository.js';
import { CreditBatch } from './seamless-credits.js';
import { DebitBatch } from './seamless-debits.js';
import { SeamlessDebits } from './seamless-debits.repository.js';
import { SeamlessLosses } from './seamless-losses.repository.js';
import { SeamlessWins } from './seamless-wins.repository.js';
import { LaunchSessionCache } from './launch-session-cache.js';
import { ProviderRegistry } from './providers.js';
import { SeamlessRepository } from './seamless.repository.js';
import { SeamlessService } from './seamless.service.js';
import { SettlementService } from './seamless-settlement.service.js';
import { SeamlessStatements } from './seamless-statements.repository.js';
import { SeamlessWallet } from './seamless-wallet.js';

export interface SeamlessServiceDeps {
  config: Pick<
    Config,
    'GAME_PROVIDERS' | 'HOUSE_PROVIDER_SECRET' | 'INTERNAL_BASE_URL' | 'SESSION_CACHE_MS'
  >;
  db: DB;
  ledger: LedgerService;
  turnover: TurnoverService;
  providerHttp: ProviderHttp;
  /** Revocations of a member's sessions reach the launch-session cache through it. */
  pubsub: PubSub;
  outbox: EventOutbox;
  gate: PlayGate;
}

/** The game providers by code and the seamless wallet their callbacks reach. */
export function createSeamlessServices({
  config,
  db,
  ledger,
  turnover,
  providerHttp,
  pubsub,
  outbox,
  gate,
}: SeamlessServiceDeps) {
  const repository = new SeamlessRepository(db);
  const wallet = new SeamlessWallet(db, repository, ledger);
  // SQLite writes one transaction at a time on one connection: the checked path costs it no
  // round trips, so the one-statement writes are PostgreSQL's.
  const statements = isPostgres(db) ? new SeamlessStatements(db) : null;
  const settlement = new SettlementService({
    repository,
    ledger,
    turnover,
    wallet,
    statements,
    outbox,
    gate,
  });
  const sessions = new LaunchSessionCache(config.SESSION_CACHE_MS, pubsub);
  const seamless = new SeamlessService({ repository, ledger, wallet, statements, sessions, gate });
  const reads = new SeamlessBatchReads(db);
  return {
    gameProviders: new ProviderRegistry(config, providerHttp),
    seamless,
    seamlessSettlement: settlement,
    seamlessDebits: new DebitBatch({
      reads,
      seamless,
      sessions,
      wallet,
      ledger,
      debits: isPostgres(db) ? new SeamlessDebits(db, ledger) : null,
      gate,
    }),
    seamlessCredits: new CreditBatch({
      reads,
      wallet,
      settlement,
      ledger,
      losses: isPostgres(db) ? new SeamlessLosses(db) : null,
      wins: isPostgres(db) ? new SeamlessWins(db, ledger) : null,
      gate,
    }),
  };
}
