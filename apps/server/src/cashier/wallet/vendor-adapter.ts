import type { LedgerService } from '../../platform/ledger/ledger.service.js';

/** The member as a vendor knows them. */
export interface VendorMember {
  id: number;
  account: string;
  currency: string;
}

/**
 * A vendor's answer to a transfer: `completed` (it moved on the vendor's side), `failed` (it did
 * not and never will: safe to give the money back) or `unknown` (no answer we can trust: a
 * timeout, a 5xx, a dropped connection). An adapter that throws means `unknown` too.
 */
export type VendorTransferAnswer =
  | { status: 'completed' }
  | { status: 'failed'; reason: string }
  | { status: 'unknown'; reason: string };

/** What the vendor knows of a transfer by our reference, asked when the first answer was unknown. */
export type VendorCheckAnswer = 'completed' | 'not_found' | 'failed';

/**
 * A transfer-mode vendor: it keeps a wallet per member on its side. Every call carries our
 * reference, which the vendor must treat as its idempotency key (a repeated transferIn with the
 * same reference moves nothing twice); amounts are minor units.
 */
export interface VendorAdapter {
  /** Credit the member's wallet at the vendor (money leaving our main wallet). */
  transferIn(
    member: VendorMember,
    amount: bigint,
    reference: string,
  ): Promise<VendorTransferAnswer>;
  /** Debit the member's wallet at the vendor (money coming back to main). */
  transferOut(
    member: VendorMember,
    amount: bigint,
    reference: string,
  ): Promise<VendorTransferAnswer>;
  /** The state of an earlier transfer; throws when the vendor cannot be asked now. */
  checkTransfer(reference: string): Promise<VendorCheckAnswer>;
  /**
   * What the vendor holds for the member. Our vendor wallet account follows it as long as the
   * member plays nowhere but through us; reconciling a vendor's own game results is the games'
   * business, not the transfer's.
   */
  balance(member: VendorMember): Promise<bigint>;
}

/**
 * The built-in house vendor: its side of every transfer-mode wallet is the member's vendor
 * wallet account in our own ledger, so it accepts every transfer the wallet service has already
 * debited to the vendor clearing account, and knows a transfer by that debit.
 */
export class HouseVendorAdapter implements VendorAdapter {
  constructor(
    private readonly ledger: LedgerService,
    private readonly vendor: string,
  ) {}

  async transferIn(_member: VendorMember, _amount: bigint, reference: string) {
    return this.accept(reference);
  }

  async transferOut(_member: VendorMember, _amount: bigint, reference: string) {
    return this.accept(reference);
  }

  async checkTransfer(reference: string): Promise<VendorCheckAnswer> {
    return (await this.ledger.findTransfer(debitKey(reference))) ? 'completed' : 'not_found';
  }

  async balance(member: VendorMember): Promise<bigint> {
    return this.ledger.balance({ memberId: member.id, wallet: 'vendor', vendor: this.vendor });
  }

  private async accept(reference: string): Promise<VendorTransferAnswer> {
    return (await this.checkTransfer(reference)) === 'completed'
      ? { status: 'completed' }
      : { status: 'failed', reason: 'unknown reference' };
  }
}

/** Ledger idempotency keys of a vendor transfer's steps: each moves money at most once. */
export const debitKey = (reference: string) => `vendor:${reference}:debit`;
export const creditKey = (reference: string) => `vendor:${reference}:credit`;
export const refundKey = (reference: string) => `vendor:${reference}:refund`;

/**
 * Which adapter speaks for a vendor: the house adapter unless an outside vendor's adapter is
 * registered for its code (by configuration, or by tests that need a vendor that fails).
 */
export class VendorAdapters {
  private readonly byVendor = new Map<string, VendorAdapter>();

  constructor(private readonly house: (vendor: string) => VendorAdapter) {}

  register(vendor: string, adapter: VendorAdapter): void {
    this.byVendor.set(vendor, adapter);
  }

  /** Back to the house adapter. */
  unregister(vendor: string): void {
    this.byVendor.delete(vendor);
  }

  for(vendor: string): VendorAdapter {
    let adapter = this.byVendor.get(vendor);
    if (!adapter) {
      adapter = this.house(vendor);
      this.byVendor.set(vendor, adapter);
    }
    return adapter;
  }
}
