import { randomUUID } from 'node:crypto';
import {
  operatorPromotionSchema,
  type OperatorPromotion,
  type PromotionInput,
  type PromotionTerms,
} from '@portal/shared/schemas/promotions';
import { expectValue } from './assertions.js';
import { untilEventsVisible } from './events.js';
import type { TestApp } from './helper.js';
import {
  createLaunchSession,
  createTestGame,
  newRoundId,
  newTransactionId,
  seamlessCall,
  type TestGame,
} from './seamless.js';

const DAY = 24 * 3_600_000;

/** A promotion's input: ongoing since yesterday, for a week, EN content; override what matters. */
export function promotionInput(
  terms: PromotionTerms,
  overrides: Partial<PromotionInput> = {},
): PromotionInput {
  return {
    code: `p-${randomUUID().slice(0, 8)}`,
    type: terms.kind === 'cashback' ? 'cashback' : 'welcome',
    badge: 'hot',
    status: 'published',
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    sortOrder: 1,
    terms,
    eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: {} },
    contents: {
      EN: {
        title: 'Welcome bonus',
        summary: '100% on your first deposit',
        content: '<p>Deposit and <strong>play</strong>.</p>',
        imageUrl: null,
      },
    },
    ...overrides,
  };
}

export const matchTerms = (
  overrides: Partial<Extract<PromotionTerms, { kind: 'deposit_match' }>> = {},
): PromotionTerms => ({
  kind: 'deposit_match',
  percent: 100,
  capAmount: 500,
  minDeposit: 50,
  turnoverMultiple: 2,
  ...overrides,
});

export const applicationTerms = (contactRequired = false): PromotionTerms => ({
  kind: 'application',
  maxAmount: 200,
  turnoverMultiple: 3,
  contactRequired,
});

/** A daily check-in: 1.00 to 7.00 over a week, then again from day 1; turnover 3x. */
export const signedTerms = (
  overrides: Partial<Extract<PromotionTerms, { kind: 'signed' }>> = {},
): PromotionTerms => ({
  kind: 'signed',
  rewards: [1, 2, 3, 4, 5, 6, 7],
  afterLast: 'cycle',
  turnoverMultiple: 3,
  ...overrides,
});

/** Creates a promotion through the operator API with an admin's headers. */
export async function createPromotion(
  t: TestApp,
  admin: { headers: Record<string, string> },
  input: PromotionInput,
): Promise<OperatorPromotion> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/promotions',
    headers: admin.headers,
    payload: input,
  });
  return expectValue(response, operatorPromotionSchema);
}

/** Hands every event written so far to the consumers (bonus engine, turnover counter). */
export async function runConsumers(t: TestApp): Promise<void> {
  await untilEventsVisible(t);
  for (let pass = 0; pass < 20; pass++) {
    const summary = await t.app.services.events.runOnce(new Date());
    if (summary.handled === 0 && summary.failed === 0) return;
  }
}

export interface Table {
  game: TestGame;
  token: string;
}

/** A game of `category` and a live session of it for the member. */
export async function sitDown(
  t: TestApp,
  memberId: number,
  category: TestGame['category'] = 'RNG',
): Promise<Table> {
  const game = await createTestGame(t, { category });
  return { game, token: await createLaunchSession(t, memberId, game) };
}

/** One settled round on the house provider: a debit of `stake`, a credit of `payout`. */
export async function playRound(
  t: TestApp,
  table: Table,
  account: string,
  stake: number,
  payout = 0,
): Promise<void> {
  const roundId = newRoundId();
  const debit = await seamlessCall(t, 'debit', {
    transactionId: newTransactionId(),
    roundId,
    token: table.token,
    gameCode: table.game.gameCode,
    amount: stake,
  });
  if (debit.statusCode !== 200) throw new Error(`debit failed: ${debit.body}`);
  const credit = await seamlessCall(t, 'credit', {
    transactionId: newTransactionId(),
    roundId,
    playerId: account,
    amount: payout,
  });
  if (credit.statusCode !== 200) throw new Error(`credit failed: ${credit.body}`);
}
