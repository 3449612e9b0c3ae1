import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  walletRecallResultSchema,
  walletTransferResultSchema,
} from '@portal/shared/schemas/wallet';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  CLOSED,
  LIVE,
  RECALL,
  SPORTS,
  TRANSFER,
  newReference,
  vendorWalletKit,
} from '../../../test/vendor-wallets.js';

const t = useTestApp();
const { fakeVendor, signedIn, post, transfer, main, vendorWallet, row, walletOf, runChecks } =
  vendorWalletKit(t);

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
