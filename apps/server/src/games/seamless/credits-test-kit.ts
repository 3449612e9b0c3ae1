import { expect } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { expectValue } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/helper.js';
import {
  createLaunchSession,
  createTestGame,
  fundWallet,
  newRoundId,
  newTransactionId,
  seamlessCall,
} from '../../../test/seamless.js';
import { itemsValueSchema, transactionValueSchema, type CreditRequest } from './protocol.js';

// What the `credits` call's tests share (seamless-credits*.test.ts).

/** A member with 100.00 and a live session of a new game. */
export async function creditsPlayer(t: TestApp) {
  const member = await createMember(t);
  const game = await createTestGame(t);
  const wallet = { memberId: member.id, wallet: 'main' } as const;
  await fundWallet(t, wallet, 10_000n);
  const token = await createLaunchSession(t, member.id, game);
  return { member, game, token, balance: () => t.app.services.ledger.balance(wallet) };
}
export type CreditsPlayer = Awaited<ReturnType<typeof creditsPlayer>>;

/** A round with a stake of `amount`, open. */
export async function openRound(t: TestApp, p: CreditsPlayer, amount: number) {
  const roundId = newRoundId();
  expectValue(
    await seamlessCall(t, 'debit', {
      transactionId: newTransactionId(),
      roundId,
      token: p.token,
      gameCode: p.game.gameCode,
      amount,
    }),
    transactionValueSchema,
  );
  return roundId;
}

export const creditOf = (
  p: CreditsPlayer,
  roundId: string,
  amount: number | string,
): CreditRequest => ({
  transactionId: newTransactionId(),
  roundId,
  playerId: p.member.account,
  amount,
  result: { win: amount },
});

/** The results of one `credits` call, in the order sent. */
export const sendCredits = async (t: TestApp, items: CreditRequest[]) =>
  expectValue(await seamlessCall(t, 'credits', { credits: items }), itemsValueSchema).results;

export const roundStatus = async (t: TestApp, roundId: string) =>
  (
    await t.db
      .selectFrom('bet_rounds')
      .select('status')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow()
  ).status;

/** The ledger invariants hold once a file's tests are done. */
export async function expectInvariants(t: TestApp) {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
}

/** The kit bound to one file's test app: what each credits test calls. */
export const creditsKit = (t: TestApp) => ({
  player: () => creditsPlayer(t),
  openRound: (p: CreditsPlayer, amount: number) => openRound(t, p, amount),
  credits: (items: CreditRequest[]) => sendCredits(t, items),
  roundStatus: (roundId: string) => roundStatus(t, roundId),
});
