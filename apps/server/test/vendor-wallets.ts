// The vendor wallet transfer tests' fixtures: the seeded transfer-mode vendors, an outside
// vendor whose answers a test chooses, and the calls and reads those tests share.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import {
  walletTransferResultSchema,
  type WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import { nowIso } from '../src/db/time.js';
import { SystemAccount, TransferKind } from '../src/platform/ledger/ledger.types.js';
import type {
  VendorAdapter,
  VendorCheckAnswer,
  VendorMember,
  VendorTransferAnswer,
} from '../src/cashier/wallet/vendor-adapter.js';
import { authHeader, createMember, login, type MemberOverrides } from './accounts.js';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';

export const TRANSFER = '/wps/relay/GCS_walletTransfer';
export const RECALL = '/wps/relay/GCS_walletRecallAll';
/** Seeded transfer-mode vendors: two open, one under maintenance. */
export const LIVE = 'LOTUSLIVE';
export const SPORTS = 'KINETIC';
export const CLOSED = 'THUNDERPEAK';
export const LATER = 10 * 60_000;

export const newReference = () => `wt-${randomUUID()}`;

type Behaviour = 'completed' | 'failed' | 'unknown' | 'throw' | 'hang';

/**
 * An outside vendor whose answers the test chooses: it keeps its own wallet per member, moves
 * money only on a completed answer, and knows the references it accepted.
 */
export class FakeVendor implements VendorAdapter {
  next: Behaviour = 'completed';
  /** What checkTransfer answers; 'throw' means the vendor cannot be reached. */
  check: VendorCheckAnswer | 'throw' = 'not_found';
  readonly calls: string[] = [];
  readonly held = new Map<number, bigint>();

  transferIn(member: VendorMember, amount: bigint, reference: string) {
    return this.answer('in', member, amount, reference);
  }

  transferOut(member: VendorMember, amount: bigint, reference: string) {
    return this.answer('out', member, -amount, reference);
  }

  async checkTransfer(reference: string): Promise<VendorCheckAnswer> {
    this.calls.push(`check ${reference}`);
    if (this.check === 'throw') throw new Error('connection refused');
    return this.check;
  }

  async balance(member: VendorMember) {
    return this.held.get(member.id) ?? 0n;
  }

  private async answer(
    op: string,
    member: VendorMember,
    delta: bigint,
    reference: string,
  ): Promise<VendorTransferAnswer> {
    this.calls.push(`${op} ${reference}`);
    switch (this.next) {
      case 'completed':
        this.held.set(member.id, (this.held.get(member.id) ?? 0n) + delta);
        return { status: 'completed' };
      case 'failed':
        return { status: 'failed', reason: 'player locked at vendor' };
      case 'unknown':
        return { status: 'unknown', reason: 'HTTP 502' };
      case 'throw':
        throw new Error('socket hang up');
      case 'hang':
        return new Promise(() => {});
    }
  }
}

/**
 * The helpers of one test file's app. The file's ledger must hold its invariants at the end:
 * checked before the app closes (useTestApp's own afterAll runs after this one).
 */
export function vendorWalletKit(t: TestApp) {
  afterAll(async () => {
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  /** A transfer-mode vendor of its own, spoken for by a fake adapter. */
  async function fakeVendor(options: { maintenance?: boolean } = {}) {
    const code = `FAKE${randomInt(1_000_000, 9_999_999)}`;
    const now = nowIso();
    await t.db
      .insertInto('vendors')
      .values({
        category_code: 'RNG',
        vassalage: code,
        title: `Fake ${code}`,
        is_hot: 0,
        cards: 0,
        icon_path: 'vendors/fake.svg',
        maintenance: options.maintenance ? 1 : 0,
        enabled: 1,
        sort: 999,
        wallet_mode: 'transfer',
        created_at: now,
        updated_at: now,
      })
      .execute();
    t.app.services.wallets.forgetVendors();
    const adapter = new FakeVendor();
    t.app.services.vendorAdapters.register(code, adapter);
    return { code, adapter };
  }

  async function signedIn(funds = 0n, overrides: MemberOverrides = {}) {
    const member = await createMember(t, overrides);
    if (funds > 0n) await fund(member.id, funds);
    const { token } = await login(t, member.account, member.password);
    return { ...member, headers: authHeader(token) };
  }

  async function fund(memberId: number, amount: bigint, wallet: 'main' | 'bonus' = 'main') {
    await t.app.services.ledger.transfer({
      idempotencyKey: `test-fund:${randomUUID()}`,
      kind: TransferKind.adjustment,
      from: { system: SystemAccount.house },
      to: { memberId, wallet },
      amount,
      reference: 'TEST-FUND',
    });
  }

  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  async function transfer(headers: Record<string, string>, payload: Record<string, unknown>) {
    return expectValue(
      await post(TRANSFER, headers, { reference: newReference(), ...payload }),
      walletTransferResultSchema,
    );
  }

  const main = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });
  const vendorWallet = (memberId: number, vendor: string) =>
    t.app.services.ledger.balance({ memberId, wallet: 'vendor', vendor });
  const row = (reference: string) =>
    t.db
      .selectFrom('vendor_wallet_transfers')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const walletOf = (result: WalletTransferResult, vendor: string) =>
    result.balance.wallets.find((wallet) => wallet.vendor === vendor)?.balance;
  /** Runs the check jobs as if `LATER` had passed. */
  const runChecks = () => t.app.services.jobs.runDue(new Date(Date.now() + LATER));

  return {
    fakeVendor,
    signedIn,
    fund,
    post,
    transfer,
    main,
    vendorWallet,
    row,
    walletOf,
    runChecks,
  };
}
