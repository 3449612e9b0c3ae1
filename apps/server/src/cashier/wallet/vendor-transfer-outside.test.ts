import { describe, expect, it } from 'vitest';
import { walletTransferResultSchema } from '@portal/shared/schemas/wallet';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  LATER,
  LIVE,
  TRANSFER,
  newReference,
  vendorWalletKit,
} from '../../../test/vendor-wallets.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import { CHECK_JOB } from './vendor-settlement.js';
import { VendorTransferService } from './vendor-transfer.service.js';
import { WalletRepository } from './wallet.repository.js';

const t = useTestApp();
const { fakeVendor, signedIn, fund, post, transfer, main, vendorWallet, row, runChecks } =
  vendorWalletKit(t);

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
