// The built server's platform kernel the scenarios use in process: the ledger, the outbox's event
// dispatcher, the job runner and the session tokens. Their apps/server/dist paths live here only.
export { LedgerService } from '../../../apps/server/dist/platform/ledger/ledger.service.js';
export {
  accountCode,
  DEFAULT_CURRENCY,
} from '../../../apps/server/dist/platform/ledger/ledger-accounts.js';
export { minor } from '../../../apps/server/dist/db/minor.js';
export {
  SystemAccount,
  TransferKind,
} from '../../../apps/server/dist/platform/ledger/ledger.types.js';
export {
  EVENT_BATCH,
  EventDispatcher,
} from '../../../apps/server/dist/platform/events/event-dispatcher.js';
export { toEvent } from '../../../apps/server/dist/platform/events/event-rows.js';
export { JobRunner, LEASE_MS } from '../../../apps/server/dist/platform/jobs/job-runner.js';
export { hashToken, newSecretToken } from '../../../apps/server/dist/lib/secret-tokens.js';
export { AuditChainService } from '../../../apps/server/dist/platform/audit/audit-chain.service.js';
export { LedgerChainer } from '../../../apps/server/dist/platform/audit/ledger-chainer.js';
