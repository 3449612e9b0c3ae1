import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  walletRecallResultSchema,
  walletTransferResultSchema,
  type WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { nowIso } from '../../db/time.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import type {
  VendorAdapter,
  VendorCheckAnswer,
  VendorMember,
  VendorTransferAnswer,
} from './vendor-adapter.js';
import { CHECK_JOB } from './vendor-settlement.js';
import { VendorTransferService } from './vendor-transfer.service.js';
import { WalletRepository } from './wallet.repository.js';

const t = useTestApp();

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const RECALL = '/wps/relay/GCS_walletRecallAll';
/** Seeded transfer-mode vendors: two open, one under maintenance. */
const LIVE = 'LOTUSLIVE';
const SPORTS = 'KINETIC';
const CLOSED = 'THUNDERPEAK';
const LATER = 10 * 60_000;

const newReference = () => `wt-${randomUUID()}`;

type Behaviour = 'completed' | 'failed' | 'unknown' | 'throw' | 'hang';

/**
 * An outside vendor whose answers the test chooses: it keeps its own wallet per member, moves
 * money only on a completed answer, and knows the references it accepted.
 */
class FakeVendor implements VendorAdapter {
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

afterAll(async () => {
  // Checked before the app closes (useTestApp's own afterAll runs after this one).
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

describe('transfers with the house vendor', () => {
  it('moves money from main to a vendor wallet and back, keeping sumBalance', async () => {
    const member = await signedIn(50_000n);
    const into = await transfer(member.headers, { from: 'main', to: LIVE, amount: 120.5 });
    expect(into).toMatchObject({ status: 'SUCCESS', amount: 120.5 });
    expect(into.balance.sumBalance).toBe(500);
    expect(walletOf(into, LIVE)).toBe(120.5);
    expect(into.balance.wallets[0]).toMatchObject({ wallet: 'main', balance: 379.5 });
    expect(await main(member.id)).toBe(37_950n);

    const back = await transfer(member.headers, { from: LIVE, to: 'main', amount: 20.5 });
    expect(back).toMatchObject({ status: 'SUCCESS', amount: 20.5 });
    expect(await vendorWallet(member.id, LIVE)).toBe(10_000n);
    expect(await main(member.id)).toBe(40_000n);
    expect(back.balance.sumBalance).toBe(500);
  });

  it('books each transfer as a debit into vendor clearing and a credit out of it', async () => {
    const member = await signedIn(10_000n);
    const reference = newReference();
    await expectValue(
      await post(TRANSFER, member.headers, { from: 'main', to: SPORTS, amount: 30, reference }),
      walletTransferResultSchema,
    );
    const steps = await t.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'kind', 'amount'])
      .where('reference', '=', reference)
      .orderBy('id')
      .execute();
    expect(steps.map((step) => [step.idempotency_key, step.kind, Number(step.amount)])).toEqual([
      [`vendor:${reference}:debit`, 'vendor_in', 3_000],
      [`vendor:${reference}:credit`, 'vendor_in', 3_000],
    ]);
    expect(await row(reference)).toMatchObject({ state: 'success', attempts: 1, direction: 'in' });
  });

  it('moves a whole balance with all: all-in to a vendor, then all-out from it', async () => {
    const member = await signedIn(12_345n);
    const allIn = await transfer(member.headers, { from: 'main', to: SPORTS, all: true });
    expect(allIn).toMatchObject({ status: 'SUCCESS', amount: 123.45 });
    expect(await main(member.id)).toBe(0n);
    const allOut = await transfer(member.headers, { from: SPORTS, to: 'main', all: true });
    expect(allOut).toMatchObject({ status: 'SUCCESS', amount: 123.45 });
    expect(await vendorWallet(member.id, SPORTS)).toBe(0n);
    expect(await main(member.id)).toBe(12_345n);
  });

  it('answers a replayed reference with the first outcome and moves nothing again', async () => {
    const member = await signedIn(10_000n);
    const payload = { from: 'main', to: LIVE, amount: 10, reference: newReference() };
    const first = expectValue(
      await post(TRANSFER, member.headers, payload),
      walletTransferResultSchema,
    );
    const again = expectValue(
      await post(TRANSFER, member.headers, payload),
      walletTransferResultSchema,
    );
    expect(again).toEqual(first);
    expect(await main(member.id)).toBe(9_000n);
  });

  it('refuses a reference used with other parameters, or by another member', async () => {
    const member = await signedIn(10_000n);
    const other = await signedIn(10_000n);
    const reference = newReference();
    await transfer(member.headers, { from: 'main', to: LIVE, amount: 10, reference });
    for (const [headers, payload] of [
      [member.headers, { from: 'main', to: LIVE, amount: 11, reference }],
      [member.headers, { from: 'main', to: LIVE, all: true, reference }],
      [member.headers, { from: LIVE, to: 'main', amount: 10, reference }],
      [other.headers, { from: 'main', to: LIVE, amount: 10, reference }],
    ] as const) {
      expectError(await post(TRANSFER, headers, payload), 409, 'IDEMPOTENCY_CONFLICT');
    }
    expect(await main(member.id)).toBe(9_000n);
    expect(await main(other.id)).toBe(10_000n);
  });

  it('moves money once when the same reference is submitted twice at the same time', async () => {
    const member = await signedIn(10_000n);
    const payload = { from: 'main', to: LIVE, amount: 25, reference: newReference() };
    const answers = await Promise.all([
      post(TRANSFER, member.headers, payload),
      post(TRANSFER, member.headers, payload),
    ]);
    const results = answers.map((answer) => expectValue(answer, walletTransferResultSchema));
    expect(results.map((result) => [result.status, result.amount])).toEqual([
      ['SUCCESS', 25],
      ['SUCCESS', 25],
    ]);
    expect(await main(member.id)).toBe(7_500n);
    expect(await vendorWallet(member.id, LIVE)).toBe(2_500n);
    const moves = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', payload.reference)
      .execute();
    expect(moves).toHaveLength(2);
  });

  it('answers both of many identical transfers sent at once with the one outcome, never TRANSFER_IN_PROGRESS', async () => {
    // Many members at once, so that some twins meet in the one-open-transfer index rather than
    // in the reference's: each twin joins the first request and answers its result.
    const members = await Promise.all(Array.from({ length: 12 }, () => signedIn(10_000n)));
    const pairs = await Promise.all(
      members.map(async (member) => {
        const payload = { from: 'main', to: SPORTS, amount: 40, reference: newReference() };
        const answers = await Promise.all([
          post(TRANSFER, member.headers, payload),
          post(TRANSFER, member.headers, payload),
        ]);
        return { member, answers };
      }),
    );
    for (const { member, answers } of pairs) {
      const [first, second] = answers.map((answer) =>
        expectValue(answer, walletTransferResultSchema),
      );
      expect([first!.status, second!.status]).toEqual(['SUCCESS', 'SUCCESS']);
      expect(second!.reference).toBe(first!.reference);
      expect(second!.amount).toBe(40);
      expect(await main(member.id)).toBe(6_000n);
      expect(await vendorWallet(member.id, SPORTS)).toBe(4_000n);
    }
  });
});

describe('transfer errors', () => {
  it('answers INSUFFICIENT_FUNDS and writes nothing when the source lacks the amount', async () => {
    const member = await signedIn(1_000n);
    const reference = newReference();
    const cases = [
      { from: 'main', to: LIVE, amount: 10.01, reference },
      { from: LIVE, to: 'main', amount: 1, reference },
      { from: LIVE, to: 'main', all: true, reference },
    ];
    for (const payload of cases) {
      expectError(await post(TRANSFER, member.headers, payload), 400, 'INSUFFICIENT_FUNDS');
    }
    const rows = await t.db
      .selectFrom('vendor_wallet_transfers')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await main(member.id)).toBe(1_000n);
    const empty = await signedIn();
    expectError(
      await post(TRANSFER, empty.headers, {
        from: 'main',
        to: LIVE,
        all: true,
        reference: newReference(),
      }),
      400,
      'INSUFFICIENT_FUNDS',
    );
  });

  it.each([0, -5, 1.234, 1e21])('refuses the amount %s with INVALID_AMOUNT', async (amount) => {
    const member = await signedIn(1_000n);
    expectError(
      await post(TRANSFER, member.headers, {
        from: 'main',
        to: LIVE,
        amount,
        reference: newReference(),
      }),
      400,
      'INVALID_AMOUNT',
    );
  });

  it('answers WALLET_NOT_FOUND for an unknown vendor or one without a wallet of its own', async () => {
    const member = await signedIn(1_000n);
    for (const vendor of ['NOSUCHVENDOR', 'AURORA']) {
      expectError(
        await post(TRANSFER, member.headers, {
          from: 'main',
          to: vendor,
          amount: 1,
          reference: newReference(),
        }),
        404,
        'WALLET_NOT_FOUND',
      );
    }
  });

  it('answers VENDOR_UNAVAILABLE while the vendor is under maintenance', async () => {
    const member = await signedIn(1_000n);
    for (const payload of [
      { from: 'main', to: CLOSED, amount: 1 },
      { from: CLOSED, to: 'main', all: true },
    ]) {
      expectError(
        await post(TRANSFER, member.headers, { ...payload, reference: newReference() }),
        503,
        'VENDOR_UNAVAILABLE',
      );
    }
  });

  it('refuses bodies that do not name main on exactly one side, or mix amount and all', async () => {
    const member = await signedIn(1_000n);
    const reference = newReference();
    for (const payload of [
      { from: 'main', to: 'main', amount: 1, reference },
      { from: LIVE, to: SPORTS, amount: 1, reference },
      { from: 'main', to: LIVE, amount: 1, all: true, reference },
      { from: 'main', to: LIVE, reference },
      { from: 'main', to: LIVE, amount: 1, reference: 'short' },
      { from: 'main', to: LIVE, amount: 1, reference, extra: 1 },
    ]) {
      expectError(await post(TRANSFER, member.headers, payload), 400, 'VALIDATION_FAILED');
    }
  });

  it('stops trial accounts and signed-out callers at both calls', async () => {
    const trial = await signedIn(0n, { type: 4 });
    const payload = { from: 'main', to: LIVE, amount: 1, reference: newReference() };
    expectError(await post(TRANSFER, trial.headers, payload), 403, 'TRIAL_ACCOUNT');
    expectError(
      await post(RECALL, trial.headers, { reference: newReference() }),
      403,
      'TRIAL_ACCOUNT',
    );
    expectError(await post(TRANSFER, {}, payload), 401, 'NOT_LOGGED_IN');
    expectError(await post(RECALL, {}, { reference: newReference() }), 401, 'NOT_LOGGED_IN');
  });
});

describe('transfers with an outside vendor', () => {
  it('gives the money back to main when the vendor refuses the transfer', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'failed';
    const reference = newReference();
    const result = expectValue(
      await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference }),
      walletTransferResultSchema,
    );
    expect(result).toMatchObject({ status: 'FAILED', amount: 40 });
    expect(result.balance.sumBalance).toBe(100);
    expect(await main(member.id)).toBe(10_000n);
    expect(await row(reference)).toMatchObject({
      state: 'failed',
      last_error: 'player locked at vendor',
    });
    const refund = await t.app.services.ledger.findTransfer(`vendor:${reference}:refund`);
    expect(refund?.kind).toBe(TransferKind.vendorRefund);
  });

  it.each(['unknown', 'throw'] as const)(
    'keeps money in clearing on an unknown answer (%s) until the check finds it completed',
    async (behaviour) => {
      const { code, adapter } = await fakeVendor();
      const member = await signedIn(10_000n);
      adapter.next = behaviour;
      const reference = newReference();
      const pending = expectValue(
        await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference }),
        walletTransferResultSchema,
      );
      expect(pending).toMatchObject({ status: 'PENDING', amount: 40 });
      expect(await main(member.id)).toBe(6_000n);
      expect(await vendorWallet(member.id, code)).toBe(0n);
      expect(await row(reference)).toMatchObject({ state: 'unknown' });

      // While it is open, that vendor takes no other transfer; other vendors still do.
      expectError(
        await post(TRANSFER, member.headers, {
          from: 'main',
          to: code,
          amount: 1,
          reference: newReference(),
        }),
        409,
        'TRANSFER_IN_PROGRESS',
      );
      await transfer(member.headers, { from: 'main', to: LIVE, amount: 1 });

      adapter.check = 'completed';
      await runChecks();
      expect(await row(reference)).toMatchObject({ state: 'success', attempts: 2 });
      expect(await vendorWallet(member.id, code)).toBe(4_000n);
      const replay = expectValue(
        await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference }),
        walletTransferResultSchema,
      );
      expect(replay).toMatchObject({ status: 'SUCCESS', amount: 40 });
      adapter.next = 'completed';
      const next = await transfer(member.headers, { from: 'main', to: code, amount: 1 });
      expect(next.status).toBe('SUCCESS');
    },
  );

  it('gives the money back when the check finds the transfer never reached the vendor', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'unknown';
    const reference = newReference();
    await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference });
    adapter.check = 'not_found';
    await runChecks();
    expect(await row(reference)).toMatchObject({ state: 'failed', last_error: 'check: not_found' });
    expect(await main(member.id)).toBe(10_000n);
    expect(await vendorWallet(member.id, code)).toBe(0n);
  });

  it('checks again later while the vendor cannot be reached', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'throw';
    const reference = newReference();
    await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference });
    adapter.check = 'throw';
    await runChecks();
    expect(await row(reference)).toMatchObject({ state: 'unknown' });
    const next = await t.db
      .selectFrom('jobs')
      .select(['status', 'unique_key'])
      .where('kind', '=', CHECK_JOB)
      .where('unique_key', '=', `${CHECK_JOB}:${reference}:2`)
      .executeTakeFirst();
    expect(next?.status).toBe('pending');
    adapter.check = 'completed';
    await t.app.services.jobs.runDue(new Date(Date.now() + 10 * LATER));
    expect(await row(reference)).toMatchObject({ state: 'success' });
    expect(await vendorWallet(member.id, code)).toBe(4_000n);
  });

  it('credits main only once the vendor confirms the debit of a transfer out', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    await transfer(member.headers, { from: 'main', to: code, amount: 60 });
    adapter.next = 'unknown';
    const out = newReference();
    const pending = expectValue(
      await post(TRANSFER, member.headers, { from: code, to: 'main', all: true, reference: out }),
      walletTransferResultSchema,
    );
    expect(pending).toMatchObject({ status: 'PENDING', amount: 60 });
    expect(await vendorWallet(member.id, code)).toBe(0n);
    expect(await main(member.id)).toBe(4_000n);
    adapter.check = 'failed';
    await runChecks();
    expect(await row(out)).toMatchObject({ state: 'failed' });
    expect(await vendorWallet(member.id, code)).toBe(6_000n);

    adapter.next = 'unknown';
    const again = newReference();
    await post(TRANSFER, member.headers, { from: code, to: 'main', amount: 60, reference: again });
    adapter.check = 'completed';
    await runChecks();
    expect(await row(again)).toMatchObject({ state: 'success' });
    expect(await main(member.id)).toBe(10_000n);
  });

  it('settles once when two checks of the same transfer run at the same time', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'unknown';
    const reference = newReference();
    await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference });
    adapter.check = 'completed';
    const context = { jobId: 0, attempt: 1, now: new Date(Date.now() + LATER) };
    const service = t.app.services.vendorTransfers;
    await Promise.all([
      service.check({ reference, round: 1 }, context),
      service.check({ reference, round: 1 }, context),
    ]);
    await runChecks();
    expect(await vendorWallet(member.id, code)).toBe(4_000n);
    const steps = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('reference', '=', reference)
      .execute();
    expect(steps.map((step) => step.idempotency_key).sort()).toEqual([
      `vendor:${reference}:credit`,
      `vendor:${reference}:debit`,
    ]);
  });

  it('counts a vendor call that never answers as unknown', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await createMember(t);
    await fund(member.id, 10_000n);
    adapter.next = 'hang';
    const { ledger, jobs, wallets, vendorAdapters, playGate } = t.app.services;
    const service = new VendorTransferService({
      db: t.db,
      ledger,
      jobs,
      repository: new WalletRepository(t.db),
      wallets,
      adapters: vendorAdapters,
      gate: playGate,
      timing: { callTimeoutMs: 1 },
    });
    const reference = newReference();
    const result = await service.transfer(member.id, {
      from: 'main',
      to: code,
      amount: 5,
      reference,
    });
    expect(result.status).toBe('PENDING');
    expect(await row(reference)).toMatchObject({
      state: 'unknown',
      last_error: 'vendor call timed out',
    });
  });

  it('settles a transfer left pending by a process that stopped mid-call', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'unknown';
    const reference = newReference();
    await post(TRANSFER, member.headers, { from: 'main', to: code, amount: 40, reference });
    await t.db
      .updateTable('vendor_wallet_transfers')
      .set({ state: 'pending' })
      .where('reference', '=', reference)
      .execute();
    adapter.check = 'not_found';
    await runChecks();
    expect(await row(reference)).toMatchObject({ state: 'failed' });
    expect(await main(member.id)).toBe(10_000n);
  });
});

describe('recall all', () => {
  it('brings every vendor wallet back to main and replays its first answer', async () => {
    const member = await signedIn(10_000n);
    await transfer(member.headers, { from: 'main', to: LIVE, amount: 30 });
    await transfer(member.headers, { from: 'main', to: SPORTS, amount: 20 });
    const reference = `rc-${randomUUID()}`;
    const first = expectValue(
      await post(RECALL, member.headers, { reference }),
      walletRecallResultSchema,
    );
    expect(first).toMatchObject({ reference, status: 'SUCCESS', amount: 50 });
    expect(first.transfers.map((item) => [item.vendor, item.status, item.amount]).sort()).toEqual([
      [SPORTS, 'SUCCESS', 20],
      [LIVE, 'SUCCESS', 30],
    ]);
    expect(first.transfers[0]!.reference).toMatch(new RegExp(`^${reference}:`));
    expect(await main(member.id)).toBe(10_000n);

    await transfer(member.headers, { from: 'main', to: LIVE, amount: 5 });
    const again = expectValue(
      await post(RECALL, member.headers, { reference }),
      walletRecallResultSchema,
    );
    expect(again.transfers).toEqual(first.transfers);
    expect(await vendorWallet(member.id, LIVE)).toBe(500n);
    const other = await signedIn();
    expectError(await post(RECALL, other.headers, { reference }), 409, 'IDEMPOTENCY_CONFLICT');
  });

  it('answers SUCCESS with nothing to recall, and that answer stays for its reference', async () => {
    const member = await signedIn(10_000n);
    const reference = `rc-${randomUUID()}`;
    const empty = expectValue(
      await post(RECALL, member.headers, { reference }),
      walletRecallResultSchema,
    );
    expect(empty).toMatchObject({ status: 'SUCCESS', amount: 0, transfers: [] });
    await transfer(member.headers, { from: 'main', to: LIVE, amount: 5 });
    const replay = expectValue(
      await post(RECALL, member.headers, { reference }),
      walletRecallResultSchema,
    );
    expect(replay).toMatchObject({ status: 'SUCCESS', amount: 0, transfers: [] });
    expect(await vendorWallet(member.id, LIVE)).toBe(500n);
  });

  it('leaves vendors under maintenance or busy, and reports a pending vendor as PENDING', async () => {
    const busy = await fakeVendor();
    const slow = await fakeVendor();
    const member = await signedIn(10_000n);
    await transfer(member.headers, { from: 'main', to: busy.code, amount: 10 });
    await transfer(member.headers, { from: 'main', to: slow.code, amount: 10 });
    await transfer(member.headers, { from: 'main', to: LIVE, amount: 10 });
    busy.adapter.next = 'unknown';
    await transfer(member.headers, { from: busy.code, to: 'main', amount: 1 });
    await t.db
      .updateTable('vendors')
      .set({ maintenance: 1 })
      .where('vassalage', '=', LIVE)
      .execute();
    try {
      slow.adapter.next = 'unknown';
      const result = expectValue(
        await post(RECALL, member.headers, { reference: `rc-${randomUUID()}` }),
        walletRecallResultSchema,
      );
      expect(result.status).toBe('PENDING');
      expect(result.transfers.map((item) => [item.vendor, item.status, item.amount])).toEqual([
        [slow.code, 'PENDING', 10],
      ]);
      expect(result.amount).toBe(10);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ maintenance: 0 })
        .where('vassalage', '=', LIVE)
        .execute();
    }
    busy.adapter.check = 'completed';
    slow.adapter.check = 'completed';
    await runChecks();
    expect(await vendorWallet(member.id, busy.code)).toBe(900n);
    expect(await vendorWallet(member.id, slow.code)).toBe(0n);
    expect(await vendorWallet(member.id, LIVE)).toBe(1_000n);
    expect(await main(member.id)).toBe(8_100n);
  });

  it('answers FAILED when every vendor refused, with the money still at the vendors', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    await transfer(member.headers, { from: 'main', to: code, amount: 10 });
    adapter.next = 'failed';
    const result = expectValue(
      await post(RECALL, member.headers, { reference: `rc-${randomUUID()}` }),
      walletRecallResultSchema,
    );
    expect(result).toMatchObject({ status: 'FAILED', amount: 0 });
    expect(await vendorWallet(member.id, code)).toBe(1_000n);
  });
});

/**
 * The repository as PostgreSQL behaves when two identical requests pass the reference check
 * before either has written its row: the second one's row meets the first's in the
 * one-open-transfer-per-vendor index, which raises instead of the reference's conflict.
 */
class TwinRaceRepository extends WalletRepository {
  /** References whose next lookup misses the row (the twin has not committed it yet). */
  readonly unseen = new Set<string>();

  override findByReference(
    reference: string,
    executor?: Parameters<WalletRepository['findByReference']>[1],
  ) {
    if (this.unseen.delete(reference)) return Promise.resolve(undefined);
    return super.findByReference(reference, executor);
  }

  override async insert(...args: Parameters<WalletRepository['insert']>) {
    const row = await super.insert(...args);
    return row === null ? 'busy' : row;
  }
}

describe('a transfer sent twice at once (decision 065)', () => {
  it('answers the twin that met the first in the open-transfer index with the first outcome', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    // The first request's vendor call waits until the twin has joined it.
    let release = () => {};
    const called = new Promise<void>((resolve) => {
      const transferIn = adapter.transferIn.bind(adapter);
      adapter.transferIn = async (...args) => {
        resolve();
        await new Promise<void>((go) => (release = go));
        return transferIn(...args);
      };
    });
    const { ledger, jobs, wallets, vendorAdapters, playGate } = t.app.services;
    const repository = new TwinRaceRepository(t.db);
    const service = new VendorTransferService({
      db: t.db,
      ledger,
      jobs,
      repository,
      wallets,
      adapters: vendorAdapters,
      gate: playGate,
    });
    const payload = { from: 'main', to: code, amount: 30, reference: newReference() };
    const first = service.transfer(member.id, payload);
    await called;
    repository.unseen.add(payload.reference);
    const twin = service.transfer(member.id, payload);
    // The twin waits for the first one's vendor call rather than answering at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [one, two] = await Promise.all([first, twin]);
    expect(one).toMatchObject({ reference: payload.reference, status: 'SUCCESS', amount: 30 });
    expect(two).toEqual(one);
    expect(adapter.calls).toEqual([`in ${payload.reference}`]);
    expect(await main(member.id)).toBe(7_000n);
    expect(await vendorWallet(member.id, code)).toBe(3_000n);
  });

  it('still refuses another reference while a transfer with the vendor is open', async () => {
    const { code, adapter } = await fakeVendor();
    const member = await signedIn(10_000n);
    adapter.next = 'unknown';
    await transfer(member.headers, { from: 'main', to: code, amount: 10 });
    const service = new VendorTransferService({
      ...t.app.services,
      db: t.db,
      repository: new TwinRaceRepository(t.db),
      adapters: t.app.services.vendorAdapters,
      gate: t.app.services.playGate,
    });
    await expect(
      service.transfer(member.id, {
        from: 'main',
        to: code,
        amount: 10,
        reference: newReference(),
      }),
    ).rejects.toMatchObject({ code: 'TRANSFER_IN_PROGRESS' });
  });
});
