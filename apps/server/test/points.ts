import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  operatorPointRewardSchema,
  type OperatorPointReward,
  type PointRewardInput,
} from '@portal/shared/schemas/points';
import { TransferKind } from '../src/platform/ledger/ledger.types.js';
import { expectValue } from './assertions.js';
import { injectEncrypted } from './encrypted.js';
import type { TestApp } from './helper.js';
import { newReference, PAYMENT_PASSWORD, type ReadyMember } from './withdrawals.js';

/** Shared set-up of the points integration, model and concurrency tests. */

/** Gives a member points straight through the points ledger (as an earning would). */
export async function givePoints(t: TestApp, memberId: number, points: bigint): Promise<void> {
  await t.db.transaction().execute((trx) =>
    t.app.services.pointsLedger.give(
      {
        memberId,
        points,
        key: `test-points:${memberId}:${randomUUID()}`,
        kind: TransferKind.pointsEarn,
        reference: 'TEST',
      },
      trx,
    ),
  );
}

export async function pointsOf(t: TestApp, memberId: number): Promise<bigint> {
  return t.app.services.pointsLedger.balance(memberId);
}

/** A settled bet as the seamless wallet reports it, written straight to the outbox. */
export async function settleBet(
  t: TestApp,
  memberId: number,
  category: string,
  stake: bigint,
): Promise<void> {
  const roundId = `round-${randomUUID()}`;
  const now = new Date();
  await t.app.services.outbox.append(t.db, {
    type: 'bet.settled',
    key: `bet.settled:test:${roundId}`,
    memberId,
    payload: {
      provider: 'test',
      roundId,
      memberId,
      gameId: 1,
      categoryCode: category,
      vendor: 'TEST',
      currency: 'MYR',
      stake: stake.toString(),
      payout: '0',
      validTurnover: stake.toString(),
      settledAt: now.toISOString(),
    },
    occurredAt: now,
  });
}

/** A reward's input: a cash reward of 10.00 for 500 points, unlimited; override what matters. */
export function rewardInput(overrides: Partial<PointRewardInput> = {}): PointRewardInput {
  return {
    type: 'cash',
    names: { EN: `Reward ${randomUUID().slice(0, 6)}`, CN: '奖品' },
    descriptions: {},
    imageUrl: null,
    points: 500,
    amount: 10,
    turnoverMultiple: null,
    bonusExpiryDays: null,
    ticketKind: null,
    requirement: null,
    stock: null,
    perMemberLimit: null,
    active: true,
    sortOrder: 100,
    ...overrides,
  };
}

export async function createReward(
  t: TestApp,
  admin: { headers: Record<string, string> },
  overrides: Partial<PointRewardInput> = {},
): Promise<OperatorPointReward> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/points/rewards',
    headers: admin.headers,
    payload: rewardInput(overrides),
  });
  return expectValue(response, operatorPointRewardSchema);
}

export function postRedeem(
  t: TestApp,
  member: Pick<ReadyMember, 'headers'>,
  input: { rewardId: number; quantity?: number; paymentPassword?: string; reference?: string },
): Promise<LightMyRequestResponse> {
  return injectEncrypted(t.app, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    headers: member.headers,
    payload: {
      rewardId: input.rewardId,
      quantity: input.quantity ?? 1,
      paymentPassword: input.paymentPassword ?? PAYMENT_PASSWORD,
      reference: input.reference ?? newReference(),
    },
  });
}

export function postConvert(
  t: TestApp,
  member: Pick<ReadyMember, 'headers'>,
  input: { points: number; paymentPassword?: string; reference?: string },
): Promise<LightMyRequestResponse> {
  return injectEncrypted(t.app, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_convertPoint',
    headers: member.headers,
    payload: {
      points: input.points,
      paymentPassword: input.paymentPassword ?? PAYMENT_PASSWORD,
      reference: input.reference ?? newReference(),
    },
  });
}
