import { describe, expect, it } from 'vitest';
import {
  PROOF_DATA_URL_MAX_LENGTH,
  PROOF_IMAGE_MAX_BYTES,
  proofImageSchema,
  withdrawalSchema,
  withdrawInfoSchema,
} from '@portal/shared/schemas/withdrawal';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import {
  operatorCall,
  PNG_PROOF,
  postReceipt,
  readyMember,
  walletBalances,
  withdraw,
  type ReadyMember,
} from '../../../test/withdrawals.js';

const t = useTestApp();

/** A member with an order that finance has approved (paid), awaiting the receipt answer. */
async function paidOrder(amount = 200): Promise<{ member: ReadyMember; orderNo: string }> {
  const finance = await staffWithToken(t, 'finance');
  const member = await readyMember(t, { funds: 100_000n });
  const { orderNo } = await withdraw(t, member, { amount });
  expect((await operatorCall(t, finance.headers, orderNo, 'approve')).statusCode).toBe(200);
  return { member, orderNo };
}

const statusOf = (orderNo: string) =>
  t.db
    .selectFrom('withdrawals')
    .select('status')
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
    .then((row) => row.status);

/** The job runner's clock this many minutes from now. */
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('POST /wps/member/withdraw/:orderNo/receipt', () => {
  it('records that the money arrived', async () => {
    const { member, orderNo } = await paidOrder();
    const answer = expectValue(
      await postReceipt(t, member, orderNo, { outcome: 'received' }),
      withdrawalSchema,
    );
    expect(answer).toMatchObject({
      status: 'received',
      receivedAmount: null,
      remainderAmount: null,
    });
    expect(answer.confirmedAt).not.toBeNull();
    // The money left with the approval; the answer moves none.
    expect(await walletBalances(t, member.id)).toEqual({ main: 80_000n, hold: 0n });
    const info = expectValue(
      await t.app.inject({ url: '/wps/member/withdraw/info', headers: member.headers }),
      withdrawInfoSchema,
    );
    expect(info.awaitingReceipt).toEqual([]);
  });

  it('records a missing payment with its proof, which only the owner can see', async () => {
    const { member, orderNo } = await paidOrder(200);
    expectError(
      await postReceipt(t, member, orderNo, { outcome: 'not_received' }),
      400,
      'PROOF_REQUIRED',
    );
    const answer = expectValue(
      await postReceipt(t, member, orderNo, { outcome: 'not_received', proofImage: PNG_PROOF }),
      withdrawalSchema,
    );
    expect(answer).toMatchObject({ status: 'not_received', remainderAmount: 200, hasProof: true });
    const proof = expectValue(
      await t.app.inject({ url: `/wps/member/withdraw/${orderNo}/proof`, headers: member.headers }),
      proofImageSchema,
    );
    expect(proof.dataUrl).toBe(PNG_PROOF);
    const stranger = await readyMember(t, { card: false });
    expectError(
      await t.app.inject({
        url: `/wps/member/withdraw/${orderNo}/proof`,
        headers: stranger.headers,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('records a partial payment and its remainder, proof optional', async () => {
    const { member, orderNo } = await paidOrder(200);
    const answer = expectValue(
      await postReceipt(t, member, orderNo, { outcome: 'partial', receivedAmount: '120.25' }),
      withdrawalSchema,
    );
    expect(answer).toMatchObject({
      status: 'partial',
      receivedAmount: 120.25,
      remainderAmount: 79.75,
      hasProof: false,
    });
    const withProof = await paidOrder(300);
    expectValue(
      await postReceipt(t, withProof.member, withProof.orderNo, {
        outcome: 'partial',
        receivedAmount: 1,
        proofImage: PNG_PROOF,
      }),
      withdrawalSchema,
    );
  });

  it('needs a received amount above zero and below the amount for a partial payment', async () => {
    const { member, orderNo } = await paidOrder(200);
    expectError(
      await postReceipt(t, member, orderNo, { outcome: 'partial' }),
      400,
      'VALIDATION_FAILED',
    );
    for (const receivedAmount of [0, 200, 250, '0.001', -5]) {
      expectError(
        await postReceipt(t, member, orderNo, { outcome: 'partial', receivedAmount }),
        400,
        'INVALID_AMOUNT',
      );
    }
    expectError(
      await postReceipt(t, member, orderNo, { outcome: 'received', receivedAmount: 10 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await statusOf(orderNo)).toBe('approved');
  });

  it('refuses a proof that is not a JPEG, PNG or WebP of at most 2 MB', async () => {
    const { member, orderNo } = await paidOrder();
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const header = Buffer.from(PNG_PROOF.split(',')[1]!, 'base64');
    const big = Buffer.concat([header, Buffer.alloc(PROOF_IMAGE_MAX_BYTES)]);
    for (const proofImage of [
      'not an image',
      svg,
      PNG_PROOF.replace('image/png', 'image/jpeg'),
      `data:image/png;base64,${big.toString('base64')}`,
    ]) {
      expectError(
        await postReceipt(t, member, orderNo, { outcome: 'not_received', proofImage }),
        400,
        'INVALID_IMAGE',
      );
    }
    const tooLong = `data:image/png;base64,${'A'.repeat(PROOF_DATA_URL_MAX_LENGTH + 100)}`;
    const answer = await postReceipt(t, member, orderNo, {
      outcome: 'not_received',
      proofImage: tooLong,
    });
    expectError(answer, 413, 'PAYLOAD_TOO_LARGE');
    expect(await statusOf(orderNo)).toBe('approved');
  });

  it('is answered once, only while the order is paid and only by its member', async () => {
    const member = await readyMember(t);
    const pending = await withdraw(t, member);
    expectError(
      await postReceipt(t, member, pending.orderNo, { outcome: 'received' }),
      409,
      'INVALID_STATE',
    );
    const { member: owner, orderNo } = await paidOrder();
    expectError(await postReceipt(t, member, orderNo, { outcome: 'received' }), 404, 'NOT_FOUND');
    expectError(
      await postReceipt(t, owner, 'W20200101999999', { outcome: 'received' }),
      404,
      'NOT_FOUND',
    );
    expectValue(await postReceipt(t, owner, orderNo, { outcome: 'received' }), withdrawalSchema);
    expectError(
      await postReceipt(t, owner, orderNo, { outcome: 'not_received', proofImage: PNG_PROOF }),
      409,
      'INVALID_STATE',
    );
    expect(await statusOf(orderNo)).toBe('received');
  });

  it('applies exactly one of several answers sent at once', async () => {
    const { member, orderNo } = await paidOrder(200);
    const answers = await Promise.all([
      postReceipt(t, member, orderNo, { outcome: 'received' }),
      postReceipt(t, member, orderNo, { outcome: 'not_received', proofImage: PNG_PROOF }),
      postReceipt(t, member, orderNo, { outcome: 'partial', receivedAmount: 100 }),
      postReceipt(t, member, orderNo, { outcome: 'received' }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expectError(lost, 409, 'INVALID_STATE');
    }
  });
});

describe('auto-receipt', () => {
  it('counts an unanswered receipt as received once the configured minutes pass', async () => {
    const { autoReceiptMinutes } = await t.app.services.settings.get('withdrawal');
    const { member, orderNo } = await paidOrder();
    await t.app.services.jobs.runDue(minutesAhead(autoReceiptMinutes - 1));
    expect(await statusOf(orderNo)).toBe('approved');
    await t.app.services.jobs.runDue(minutesAhead(autoReceiptMinutes + 1));
    expect(await statusOf(orderNo)).toBe('auto_received');
    expectError(
      await postReceipt(t, member, orderNo, { outcome: 'received' }),
      409,
      'INVALID_STATE',
    );
    expect(await walletBalances(t, member.id)).toEqual({ main: 80_000n, hold: 0n });
  });

  it("leaves the member's own answer as it is", async () => {
    const { autoReceiptMinutes } = await t.app.services.settings.get('withdrawal');
    const { member, orderNo } = await paidOrder();
    expectValue(
      await postReceipt(t, member, orderNo, { outcome: 'not_received', proofImage: PNG_PROOF }),
      withdrawalSchema,
    );
    const summary = await t.app.services.jobs.runDue(minutesAhead(autoReceiptMinutes + 1));
    expect(summary.failed + summary.retried).toBe(0);
    expect(await statusOf(orderNo)).toBe('not_received');
  });

  it('applies once when the job and the member answer at the same moment', async () => {
    const { autoReceiptMinutes } = await t.app.services.settings.get('withdrawal');
    for (let round = 0; round < 3; round += 1) {
      const { member, orderNo } = await paidOrder();
      const [, answer] = await Promise.all([
        t.app.services.jobs.runDue(minutesAhead(autoReceiptMinutes + 1)),
        postReceipt(t, member, orderNo, { outcome: 'partial', receivedAmount: 50 }),
      ]);
      const status = await statusOf(orderNo);
      if (answer.statusCode === 200) expect(status).toBe('partial');
      else {
        expectError(answer, 409, 'INVALID_STATE');
        expect(status).toBe('auto_received');
      }
    }
  });

  it('refuses an answer after the deadline even if the job has not run yet', async () => {
    const { member, orderNo } = await paidOrder();
    await t.db
      .updateTable('withdrawals')
      .set({ receipt_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_no', '=', orderNo)
      .execute();
    expectError(
      await postReceipt(t, member, orderNo, { outcome: 'received' }),
      409,
      'INVALID_STATE',
    );
    await t.app.services.jobs.runDue(minutesAhead(60 * 24 * 31));
    expect(await statusOf(orderNo)).toBe('auto_received');
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});
