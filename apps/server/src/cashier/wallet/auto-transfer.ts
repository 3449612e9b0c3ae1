import { majorNumber } from '@portal/shared/money';
import type { AutoTransferOutcome, WalletSettings } from '@portal/shared/schemas/wallet';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isAppError } from '../../lib/app-error.js';
import type { Logger } from 'pino';
import type { VendorAdapters } from './vendor-adapter.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import type { WalletRepository } from './wallet.repository.js';
import type { WalletService } from './wallet.service.js';
import { WalletSettingsRepository } from './wallet-settings.repository.js';

/** How long the vendor may take to tell the member's balance before it counts as down. */
export const VENDOR_PROBE_MS = 5_000;

/** The member's wallet preferences (`member_wallet_settings`; no row means all off). */
export class WalletSettingsService {
  private readonly repository: WalletSettingsRepository;

  constructor(db: DB) {
    this.repository = new WalletSettingsRepository(db);
  }

  /** GET /wps/member/wallet/settings. */
  async get(memberId: number): Promise<WalletSettings> {
    return { autoTransfer: (await this.repository.autoTransfer(memberId)) === 1 };
  }

  /** PUT /wps/member/wallet/settings: one upsert, so two tabs saving at once both succeed. */
  async set(memberId: number, settings: WalletSettings): Promise<WalletSettings> {
    await this.repository.setAutoTransfer(memberId, settings.autoTransfer ? 1 : 0, nowIso());
    return this.get(memberId);
  }
}

export interface AutoTransferDeps {
  settings: WalletSettingsService;
  transfers: VendorTransferService;
  wallets: WalletService;
  repository: WalletRepository;
  adapters: VendorAdapters;
  probeMs?: number;
}

/**
 * The member's automatic transfer at a game launch, through the ordinary vendor transfers (the
 * same rows, ledger keys and check job as the member's own): every other vendor wallet comes
 * back to main, then, for a game of a transfer-mode vendor, the whole main balance moves into
 * that vendor's wallet. Each transfer's reference derives from the launch, so nothing moves twice
 * for one launch. A vendor that cannot be reached is found out before anything moves.
 */
export class AutoTransfer {
  constructor(private readonly deps: AutoTransferDeps) {}

  /**
   * Runs for a launch of a game that plays from `walletVendor` (a transfer-mode vendor's code,
   * or null for the main wallet). Null when the member's preference is off or nothing moved in.
   */
  async onLaunch(
    memberId: number,
    walletVendor: string | null,
    launchReference: string,
    log?: Pick<Logger, 'warn'>,
  ): Promise<AutoTransferOutcome | null> {
    const { settings, transfers, wallets } = this.deps;
    if (!(await settings.get(memberId)).autoTransfer) return null;
    try {
      await transfers.recallAll(memberId, `${launchReference}-out`, { except: walletVendor });
    } catch (error) {
      // A vendor that does not give its money back now keeps it; the launch goes on.
      log?.warn({ err: error, memberId }, 'automatic recall at launch failed');
    }
    if (walletVendor === null) return null;

    const { main } = await wallets.figures(memberId);
    if (main <= 0n) return null;
    if (!(await this.vendorAnswers(memberId, walletVendor, log))) {
      return { status: 'FAILED', amount: majorNumber(main), reason: 'vendor_unavailable' };
    }
    try {
      const result = await transfers.transfer(memberId, {
        from: 'main',
        to: walletVendor,
        all: true,
        reference: `${launchReference}-in`,
      });
      return {
        status: result.status,
        amount: result.amount,
        reason: result.status === 'FAILED' ? 'vendor_refused' : null,
      };
    } catch (error) {
      if (!isAppError(error)) throw error;
      const reason =
        error.code === 'TRANSFER_IN_PROGRESS'
          ? 'transfer_in_progress'
          : error.code === 'VENDOR_UNAVAILABLE'
            ? 'vendor_unavailable'
            : null;
      // Emptied by another request meanwhile: nothing to move.
      if (error.code === 'INSUFFICIENT_FUNDS') return null;
      if (reason === null) throw error;
      return { status: 'FAILED', amount: majorNumber(main), reason };
    }
  }

  /** Whether the vendor tells the member's balance in time: a vendor that does not is down. */
  private async vendorAnswers(
    memberId: number,
    vendor: string,
    log?: Pick<Logger, 'warn'>,
  ): Promise<boolean> {
    const member = await this.deps.repository.member(memberId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        this.deps.adapters.for(vendor).balance(member),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('no answer')),
            this.deps.probeMs ?? VENDOR_PROBE_MS,
          );
        }),
      ]);
      return true;
    } catch (error) {
      log?.warn({ err: error, vendor }, 'vendor unavailable for an automatic transfer');
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
