import type { Config } from './config.js';
import type { DB } from './db/database.js';
import type { PasswordHasher } from './lib/password-hasher.js';
import type { MembersRepository } from './platform/members/members.repository.js';
import type { RegistrationFieldCheck } from './accounts/passwords/registration-field.js';
import type { SecretAttempts } from './platform/members/secret-attempts.js';
import type { SettingsService } from './platform/settings/settings.service.js';
import { pruneHandledEvents } from './platform/events/event-pruning.js';
import { EventDispatcher } from './platform/events/event-dispatcher.js';
import type { EventOutbox } from './platform/events/event-outbox.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { pruneFinishedJobs, RecurringJobs } from './platform/jobs/recurring.js';
import { deleteExpiredTrialAccounts } from './accounts/registration/trial-cleanup.js';
import { LedgerService } from './platform/ledger/ledger.service.js';
import { createPromotionServices } from './engagement/promotions/promotion-services.js';
import { createRewardServices } from './engagement/rewards/reward-services.js';
import { NoticesService } from './platform/notices/notices.service.js';
import { PaymentPasswordCheck } from './platform/members/payment-password.js';
import { AuditLog } from './platform/audit/audit-log.js';
import { TurnoverService } from './cashier/turnover/turnover.service.js';
import { createDepositServices } from './cashier/deposits/deposit-services.js';
import { BankCardsRepository } from './cashier/bank-cards/bank-cards.repository.js';
import { BankCardsService } from './cashier/bank-cards/bank-cards.service.js';
import { WithdrawalDecisionsService } from './cashier/withdrawals/withdrawal-decisions.service.js';
import { WithdrawalsRepository } from './cashier/withdrawals/withdrawals.repository.js';
import { WithdrawalsService } from './cashier/withdrawals/withdrawals.service.js';
import { UplineTransferRepository } from './cashier/upline-transfer/upline-transfer.repository.js';
import { UplineTransferService } from './cashier/upline-transfer/upline-transfer.service.js';
import { AccountRecordsRepository } from './cashier/account-records/account-records.repository.js';
import { AccountRecordsService } from './cashier/account-records/account-records.service.js';
import { HouseVendorAdapter, VendorAdapters } from './cashier/wallet/vendor-adapter.js';
import { VendorTransferService } from './cashier/wallet/vendor-transfer.service.js';
import { AutoTransfer, WalletSettingsService } from './cashier/wallet/auto-transfer.js';
import { WalletRepository } from './cashier/wallet/wallet.repository.js';
import { WalletService } from './cashier/wallet/wallet.service.js';

export interface CashierDeps {
  config: Config;
  db: DB;
  members: MembersRepository;
  settings: SettingsService;
  passwords: PasswordHasher;
  secretAttempts: SecretAttempts;
  fieldCheck: RegistrationFieldCheck;
  onJobError?: (error: unknown, job: { id: number; kind: string }) => void;
  onEventError?: (error: unknown, where: { consumer: string; eventId?: number }) => void;
  /** The domain events' outbox, shared with the account modules. */
  outbox: EventOutbox;
}

/**
 * The wallet and cashier: one ledger, one job runner (with its recurring work), notices for the
 * message centre, the operators' audit log, and the services of wallets, deposits, withdrawals,
 * transfers to the upline and account records built on them.
 */
export function createCashierServices({
  config,
  db,
  members,
  settings,
  passwords,
  secretAttempts,
  fieldCheck,
  onJobError,
  onEventError,
  outbox,
}: CashierDeps) {
  const ledger = new LedgerService(db);
  const jobs = new JobRunner(db, onJobError);
  // Domain events (ARCHITECTURE section 10): written with the changes, consumed on the job polls.
  const events = new EventDispatcher(db, onEventError);
  jobs.addPass(async (now) => {
    await events.runOnce(now);
  });
  const notices = new NoticesService(db);
  const audit = new AuditLog(db);
  // Promotions and bonuses: the bonus engine and the turnover counter consume the events.
  const promotionServices = createPromotionServices({ db, ledger, outbox, notices, audit, events });
  // The reward centre: the ticket granter consumes deposits and sign-ins.
  const rewardServices = createRewardServices({
    db,
    ledger,
    bonuses: promotionServices.bonuses,
    audit,
    events,
  });
  const HOUR = 3_600_000;
  const recurring = new RecurringJobs(jobs, [
    ...promotionServices.recurringJobs,
    ...rewardServices.recurringJobs,
    {
      kind: 'trial-accounts.cleanup',
      everyMs: HOUR,
      run: async ({ now }) => {
        await deleteExpiredTrialAccounts(db, now, config.TRIAL_RETENTION_HOURS);
      },
    },
    {
      kind: 'events.prune',
      everyMs: 24 * HOUR,
      run: async ({ now }) => {
        const olderThan = new Date(now.getTime() - config.EVENTS_RETENTION_DAYS * 24 * HOUR);
        await pruneHandledEvents(db, events.consumerList(), olderThan);
      },
    },
    {
      kind: 'jobs.prune',
      everyMs: 24 * HOUR,
      run: ({ now }) => pruneFinishedJobs(db, new Date(now.getTime() - 7 * 24 * HOUR)),
    },
  ]);
  const turnover = new TurnoverService(db);
  const paymentPassword = new PaymentPasswordCheck(db, passwords, secretAttempts);
  // Withdrawals: bank cards in the payee's name, the hold, operator decisions, auto-receipt.
  const bankCardsRepository = new BankCardsRepository(db);
  const bankCards = new BankCardsService({
    db,
    repository: bankCardsRepository,
    members,
    settings,
  });
  const withdrawalsRepository = new WithdrawalsRepository(db);
  const withdrawals = new WithdrawalsService({
    db,
    repository: withdrawalsRepository,
    bankCards,
    cards: bankCardsRepository,
    members,
    ledger,
    bonusTitles: promotionServices.bonusesView,
    paymentPassword,
    settings,
    outbox,
  });
  const withdrawalDecisions = new WithdrawalDecisionsService({
    db,
    repository: withdrawalsRepository,
    bankCards,
    ledger,
    jobs,
    notices,
    audit,
    settings,
    outbox,
  });
  withdrawalDecisions.registerJobs(jobs);
  const uplineTransfer = new UplineTransferService({
    repository: new UplineTransferRepository(db),
    ledger,
    settings,
    paymentPassword,
  });
  const accountRecords = new AccountRecordsService(new AccountRecordsRepository(db));
  // Vendor wallets: the house adapter speaks for every transfer-mode vendor not configured otherwise.
  const walletRepository = new WalletRepository(db);
  const wallets = new WalletService({ ledger, settings, repository: walletRepository });
  const vendorAdapters = new VendorAdapters((vendor) => new HouseVendorAdapter(ledger, vendor));
  const vendorTransfers = new VendorTransferService({
    db,
    ledger,
    jobs,
    repository: walletRepository,
    wallets,
    adapters: vendorAdapters,
  });
  vendorTransfers.registerJobs();
  const walletSettings = new WalletSettingsService(db);
  const autoTransfer = new AutoTransfer({
    settings: walletSettings,
    transfers: vendorTransfers,
    wallets,
    repository: walletRepository,
    adapters: vendorAdapters,
  });
  // Deposits: operator-configured channels, gateway callbacks, the sandbox gateway off production.
  const deposits = createDepositServices({
    config,
    db,
    ledger,
    turnover,
    notices,
    audit,
    jobs,
    fieldCheck,
    outbox,
    promotions: promotionServices.promotions,
  });
  return {
    ...promotionServices,
    rewardTickets: rewardServices.rewardTickets,
    rewardsOperator: rewardServices.rewardsOperator,
    ledger,
    jobs,
    outbox,
    events,
    recurring,
    notices,
    audit,
    turnover,
    paymentPassword,
    bankCards,
    withdrawals,
    withdrawalDecisions,
    deposits,
    uplineTransfer,
    accountRecords,
    wallets,
    vendorAdapters,
    vendorTransfers,
    walletSettings,
    autoTransfer,
  };
}
