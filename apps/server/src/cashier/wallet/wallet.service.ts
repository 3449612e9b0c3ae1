import { majorNumber } from '@portal/shared/money';
import type {
  ConsolidatedFunds,
  MerchantWallet,
  WalletBalance,
  WalletEntry,
} from '@portal/shared/schemas/wallet';
import type { Executor } from '../../db/transaction.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { TransferVendor, WalletRepository } from './wallet.repository.js';

/** How long the currency symbol and the vendor list may lag behind an operator's change. */
export const WALLET_CACHE_MS = 10_000;

/** The member's wallets in minor units, as the calls below derive from them. */
export interface WalletFigures {
  main: bigint;
  bonus: bigint;
  frozen: bigint;
  /** Every vendor wallet that exists, transfer-mode or not. */
  vendors: Map<string, bigint>;
  currency: string;
}

export interface WalletServiceDeps {
  ledger: LedgerService;
  settings: SettingsService;
  repository: WalletRepository;
  cacheMs?: number;
}

/**
 * Read side of the wallets: the header balance, the merchant's vendor wallets and the
 * consolidated funds. The balance call is on every page of a signed-in member, so it costs one
 * indexed query (the member's ledger accounts) and reads the site setting and the vendor list
 * from a short cache; it never writes (a wallet that does not exist yet reads as zero).
 */
/** The consolidated contract flags (request and info flag per contract kind). */
export type ContractFlags = Pick<
  ConsolidatedFunds,
  | 'dailysalreqtype'
  | 'divtypereq'
  | 'contracthoursalreq'
  | 'realtimesalreqtype'
  | 'dailysalinfotype'
  | 'divinfotype'
  | 'contracthourinfotype'
  | 'realtimesalinfotype'
>;

export class WalletService {
  private readonly site: TtlCache<{ currency: string; currencySymbol: string }>;
  private readonly vendors: TtlCache<TransferVendor[]>;

  constructor(private readonly deps: WalletServiceDeps) {
    const ttl = deps.cacheMs ?? WALLET_CACHE_MS;
    this.site = new TtlCache(ttl, async () => {
      const site = await deps.settings.get('site');
      return { currency: site.currency, currencySymbol: site.currencySymbol };
    });
    this.vendors = new TtlCache(ttl, () => deps.repository.transferVendors());
  }

  /** Forgets the cached vendor list (after this process changed a vendor). */
  forgetVendors(): void {
    this.vendors.clear();
  }

  async figures(memberId: number, executor?: Executor): Promise<WalletFigures> {
    const accounts = await this.deps.ledger.balances(memberId, executor);
    const figures: WalletFigures = {
      main: 0n,
      bonus: 0n,
      frozen: 0n,
      vendors: new Map(),
      currency: accounts[0]?.currency ?? (await this.site.get()).currency,
    };
    for (const account of accounts) {
      if (account.wallet === 'vendor' && account.vendor) {
        figures.vendors.set(account.vendor, account.balance);
      } else if (account.wallet === 'hold') figures.frozen = account.balance;
      else if (account.wallet === 'main' || account.wallet === 'bonus') {
        figures[account.wallet] = account.balance;
      }
    }
    return figures;
  }

  /** GET /wps/v2/wallets/balance (see walletBalanceSchema for what each figure means). */
  async balance(memberId: number, executor?: Executor): Promise<WalletBalance> {
    const [figures, vendors, site] = await Promise.all([
      this.figures(memberId, executor),
      this.vendors.get(),
      this.site.get(),
    ]);
    return this.present(figures, vendors, site.currencySymbol);
  }

  /** GET /wps/relay/GCS_merchantWallet: the vendors as they are now (no cache). */
  async merchantWallet(memberId: number): Promise<MerchantWallet> {
    const [figures, vendors] = await Promise.all([
      this.figures(memberId),
      this.deps.repository.transferVendors(),
    ]);
    return {
      currency: figures.currency,
      vendors: vendors.map((vendor) => ({
        code: vendor.code,
        title: vendor.title,
        maintenance: vendor.maintenance,
        balance: majorNumber(figures.vendors.get(vendor.code) ?? 0n),
      })),
    };
  }

  /** GET /wps/member/info/funds/consolidated. */
  async consolidated(
    memberId: number,
    contractFlags: (memberId: number) => Promise<ContractFlags>,
  ): Promise<ConsolidatedFunds> {
    const [figures, site, flags] = await Promise.all([
      this.figures(memberId),
      this.site.get(),
      contractFlags(memberId),
    ]);
    const vendors = [...figures.vendors.values()].reduce((sum, value) => sum + value, 0n);
    const sumBalance = figures.main + vendors;
    return {
      total: majorNumber(sumBalance + figures.bonus + figures.frozen),
      sumBalance: majorNumber(sumBalance),
      main: majorNumber(figures.main),
      bonus: majorNumber(figures.bonus),
      vendors: majorNumber(vendors),
      frozen: majorNumber(figures.frozen),
      currency: figures.currency,
      currencySymbol: site.currencySymbol,
      // The contract flags of decision 034 (their meaning: consolidatedFundsSchema).
      ...flags,
    };
  }

  private present(
    figures: WalletFigures,
    vendors: readonly TransferVendor[],
    currencySymbol: string,
  ): WalletBalance {
    const wallets: WalletEntry[] = [
      {
        wallet: 'main',
        vendor: null,
        name: 'main',
        balance: majorNumber(figures.main),
        status: 'active',
      },
      {
        wallet: 'bonus',
        vendor: null,
        name: 'bonus',
        balance: majorNumber(figures.bonus),
        status: 'active',
      },
    ];
    let sum = figures.main;
    const listed = new Set<string>();
    for (const vendor of vendors) {
      const balance = figures.vendors.get(vendor.code) ?? 0n;
      sum += balance;
      listed.add(vendor.code);
      wallets.push({
        wallet: 'vendor',
        vendor: vendor.code,
        name: vendor.title,
        balance: majorNumber(balance),
        status: vendor.maintenance ? 'maintenance' : 'active',
      });
    }
    // Money left with a vendor that no longer takes transfers is still the member's.
    for (const [code, balance] of figures.vendors) {
      if (listed.has(code)) continue;
      sum += balance;
      if (balance === 0n) continue;
      wallets.push({
        wallet: 'vendor',
        vendor: code,
        name: code,
        balance: majorNumber(balance),
        status: 'unavailable',
      });
    }
    return {
      sumBalance: majorNumber(sum),
      currency: figures.currency,
      currencySymbol,
      frozen: majorNumber(figures.frozen),
      wallets,
    };
  }
}
