import { randomBytes, randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  bankCardSchema,
  withdrawalSchema,
  type Withdrawal,
} from '@portal/shared/schemas/withdrawal';
import { authHeader, createMember, login, type MemberOverrides } from './accounts.js';
import { expectValue } from './assertions.js';
import { injectEncrypted } from './encrypted.js';
import type { TestApp } from './helper.js';
import { SystemAccount, TransferKind } from '../src/platform/ledger/ledger.types.js';

/** Shared set-up of the withdrawal and bank-card integration tests. */

export const PAYMENT_PASSWORD = '246810';
export const PAYEE_NAME = 'Tan Ah Kow';

export interface ReadyMember {
  id: number;
  account: string;
  headers: Record<string, string>;
  /** The bound card, unless made with `card: false`. */
  cardId: number;
}

export interface ReadyOptions extends MemberOverrides {
  /** Minor units credited to the main wallet. */
  funds?: bigint;
  /** Set the payment password (default true). */
  paymentPassword?: boolean;
  /** Bind a Maybank card (default true; needs the payee name). */
  card?: boolean;
}

/** A unique account number of 12 digits. */
export const uniqueAccountNumber = () =>
  `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;

/** A request reference as the site makes one. */
export const newReference = () => randomBytes(12).toString('hex');

/** Credits a member's main wallet as a confirmed deposit would. */
export async function fund(t: TestApp, memberId: number, amount: bigint): Promise<void> {
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-deposit:${memberId}:${newReference()}`,
    kind: TransferKind.deposit,
    from: { system: SystemAccount.paymentClearing },
    to: { memberId, wallet: 'main' },
    amount,
    reference: `TEST-${memberId}`,
  });
}

/** A signed-in member with a payee name, a payment password, a bound card and money. */
export async function readyMember(t: TestApp, options: ReadyOptions = {}): Promise<ReadyMember> {
  const { funds = 100_000n, paymentPassword = true, card = true, ...overrides } = options;
  const member = await createMember(t, { payeeName: PAYEE_NAME, ...overrides });
  if (paymentPassword) {
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: await t.app.services.passwords.hash(PAYMENT_PASSWORD) })
      .where('id', '=', member.id)
      .execute();
  }
  if (funds > 0n) await fund(t, member.id, funds);
  const { token } = await login(t, member.account, member.password);
  const headers = authHeader(token);
  let cardId = 0;
  if (card) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-cards',
      headers,
      payload: {
        bankCode: 'MBB',
        accountNumber: uniqueAccountNumber(),
        holderName: overrides.payeeName ?? PAYEE_NAME,
      },
    });
    cardId = expectValue(response, bankCardSchema).id;
  }
  return { id: member.id, account: member.account, headers, cardId };
}

export interface WithdrawInput {
  amount?: number | string;
  reference?: string;
  bankCardId?: number;
  paymentPassword?: string;
}

/** POST /wps/member/withdraw, encrypted as the site sends it. */
export function postWithdraw(
  t: TestApp,
  member: ReadyMember,
  input: WithdrawInput = {},
): Promise<LightMyRequestResponse> {
  return injectEncrypted(t.app, {
    method: 'POST',
    url: '/wps/member/withdraw',
    headers: member.headers,
    payload: {
      bankCardId: input.bankCardId ?? member.cardId,
      amount: input.amount ?? 100,
      paymentPassword: input.paymentPassword ?? PAYMENT_PASSWORD,
      reference: input.reference ?? newReference(),
    },
  });
}

/** A withdrawal the test needs to exist: fails unless the request succeeds. */
export async function withdraw(
  t: TestApp,
  member: ReadyMember,
  input: WithdrawInput = {},
): Promise<Withdrawal> {
  return expectValue(await postWithdraw(t, member, input), withdrawalSchema);
}

export const walletBalances = async (t: TestApp, memberId: number) => {
  const { ledger } = t.app.services;
  return {
    main: await ledger.balance({ memberId, wallet: 'main' }),
    hold: await ledger.balance({ memberId, wallet: 'hold' }),
  };
};

/** POST to an operator withdrawal call. */
export function operatorCall(
  t: TestApp,
  headers: Record<string, string>,
  orderNo: string,
  action: 'approve' | 'reject' | 'refund' | 'force-received',
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/operator/withdrawals/${orderNo}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** POST /wps/member/withdraw/:orderNo/receipt. */
export function postReceipt(
  t: TestApp,
  member: ReadyMember,
  orderNo: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/member/withdraw/${orderNo}/receipt`,
    headers: member.headers,
    payload,
  });
}

/** A tiny valid PNG as a data URL (the 1x1 transparent pixel). */
export const PNG_PROOF =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
