import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import type { RegistrationFieldCheck } from '../accounts/passwords/registration-field.js';
import type { BonusesView } from '../engagement/bonuses/bonuses-view.js';
import type { PromotionsService } from '../engagement/promotions/promotions.service.js';
import type { Platform } from '../platform/platform.js';
import { AccountRecordsRepository } from './account-records/account-records.repository.js';
import { accountRecordsRoutes } from './account-records/account-records.routes.js';
import { AccountRecordsService } from './account-records/account-records.service.js';
import { BankCardsRepository } from './bank-cards/bank-cards.repository.js';
import { bankCardsRoutes } from './bank-cards/bank-cards.routes.js';
import { BankCardsService } from './bank-cards/bank-cards.service.js';
import { createDepositServices } from './deposits/deposit-services.js';
import { depositRoutes } from './deposits/deposits.routes.js';
import { TurnoverService } from './turnover/turnover.service.js';
import { UplineTransferRepository } from './upline-transfer/upline-transfer.repository.js';
import { uplineTransferRoutes } from './upline-transfer/upline-transfer.routes.js';
import { UplineTransferService } from './upline-transfer/upline-transfer.service.js';
import { AutoTransfer, WalletSettingsService } from './wallet/auto-transfer.js';
import { HouseVendorAdapter, VendorAdapters } from './wallet/vendor-adapter.js';
import { VendorTransferService } from './wallet/vendor-transfer.service.js';
import { WalletRepository } from './wallet/wallet.repository.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { WalletService, type ContractFlags } from './wallet/wallet.service.js';
import { WithdrawalDecisionsService } from './withdrawals/withdrawal-decisions.service.js';
import { WithdrawalQueueService } from './withdrawals/withdrawal-queue.service.js';
import { WithdrawalsRepository } from './withdrawals/withdrawals.repository.js';
import { withdrawalsOperatorRoutes } from './withdrawals/withdrawals-operator.routes.js';
import { withdrawalsRoutes } from './withdrawals/withdrawals.routes.js';
import { WithdrawalsService } from './withdrawals/withdrawals.service.js';
import type { PlayGate } from '../accounts/safer-play/play-gate.js';

export interface CashierDeps {
  config: Pick<Config, 'NODE_ENV' | 'PUBLIC_BASE_URL'>;
  db: DB;
  platform: Pick<
    Platform,
    'ledger' | 'jobs' | 'notices' | 'audit' | 'settings' | 'members' | 'outbox' | 'paymentPassword'
  >;
  /** The registration rules for names typed at the cashier (accounts area). */
  fieldCheck: RegistrationFieldCheck;
  /** Deposits join the promotion the member picked; withdrawals show running bonuses (engagement). */
  promotions: Pick<PromotionsService, 'joinForDeposit'>;
  bonusesView: BonusesView;
  /** Breaks and deposit limits refuse deposit orders and transfers to vendors (accounts). */
  playGate: PlayGate;
}

/** What the wallet page's contract badge asks the agency area (passed when routes register). */
export interface CashierRouteDeps {
  contractFlags: (memberId: number) => Promise<ContractFlags>;
}

/**
 * The wallet and cashier: deposits, withdrawals to bank cards, the turnover a withdrawal waits
 * for, vendor wallets and their transfers, transfers to the upline and the account records.
 */
export function buildCashierArea({
  config,
  db,
  platform,
  fieldCheck,
  promotions,
  bonusesView,
  playGate,
}: CashierDeps) {
  const { ledger, jobs, notices, audit, settings, members, outbox, paymentPassword } = platform;
  const turnover = new TurnoverService(db);
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
    bonusTitles: bonusesView,
    paymentPassword,
    settings,
    outbox,
  });
  const withdrawalQueue = new WithdrawalQueueService({
    repository: withdrawalsRepository,
    bankCards,
  });
  const withdrawalDecisions = new WithdrawalDecisionsService({
    db,
    repository: withdrawalsRepository,
    queue: withdrawalQueue,
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
    gate: playGate,
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
    promotions,
    gate: playGate,
  });
  const services = {
    turnover,
    bankCards,
    withdrawals,
    withdrawalDecisions,
    withdrawalQueue,
    deposits,
    uplineTransfer,
    accountRecords,
    wallets,
    vendorAdapters,
    vendorTransfers,
    walletSettings,
    autoTransfer,
  };
  const routes: FastifyPluginAsyncZod<CashierRouteDeps> = async (app, { contractFlags }) => {
    await app.register(uplineTransferRoutes, { service: uplineTransfer });
    await app.register(accountRecordsRoutes, { service: accountRecords });
    await app.register(walletRoutes, {
      wallets,
      transfers: vendorTransfers,
      settings: walletSettings,
      contractFlags,
    });
    await app.register(depositRoutes, { services: deposits });
    await app.register(bankCardsRoutes, { service: bankCards });
    await app.register(withdrawalsRoutes, { service: withdrawals });
    await app.register(withdrawalsOperatorRoutes, {
      decisions: withdrawalDecisions,
      queue: withdrawalQueue,
      withdrawals,
    });
  };
  return { services, routes };
}
