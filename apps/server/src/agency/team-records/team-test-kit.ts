import { randomUUID } from 'node:crypto';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/helper.js';
import { createTestGame, type TestGame } from '../../../test/seamless.js';
import type { BetRoundStatus } from '../../games/seamless/seamless.tables.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';

// What the team records' tests share (team-records.test.ts, team-bet-totals.test.ts).

/** A member signed in, with the headers of its session. */
export async function signedIn(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

/**
 * An agent's team: a sub-agent (level 1) with a member below it (level 2), and a member straight
 * below the agent (level 1).
 */
export async function createTeam(t: TestApp) {
  const agent = await signedIn(t, { type: 1 });
  const sub = await signedIn(t, { type: 2, uplineId: agent.id });
  const deep = await createMember(t, { uplineId: sub.id });
  const direct = await createMember(t, { uplineId: agent.id });
  return { agent, sub, deep, direct };
}

/** A game of a new vendor in `category`, the category written first (the tests run unseeded). */
export async function createGame(t: TestApp, category: 'RNG' | 'LIVE' = 'RNG') {
  const now = new Date().toISOString();
  await t.db
    .insertInto('game_categories')
    .values({ code: category, mod_id: null, enabled: 1, sort: 0, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  return createTestGame(t, { category });
}

export type Game = TestGame;

/**
 * A round started `minutesAgo` minutes ago, settled 30 s later unless `status` says otherwise;
 * stake and payout in minor units. Written without its event: no consumer counts it.
 */
export async function createRound(
  t: TestApp,
  memberId: number,
  game: Game,
  stake: bigint,
  payout: bigint,
  minutesAgo: number,
  status: BetRoundStatus = 'settled',
) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const roundId = `round-${randomUUID()}`;
  await t.db
    .insertInto('bet_rounds')
    .values({
      provider: 'house',
      round_id: roundId,
      member_id: memberId,
      game_id: game.id,
      category_code: game.category,
      vassalage: game.vassalage,
      wallet: 'main',
      currency: 'MYR',
      stake,
      payout,
      status,
      result: null,
      created_at: at.toISOString(),
      settled_at: status === 'settled' ? new Date(at.getTime() + 30_000).toISOString() : null,
    })
    .execute();
  return roundId;
}

/** A deposit credited to the member's main wallet. */
export const fund = (t: TestApp, memberId: number, amount: bigint) =>
  t.app.services.ledger.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: TransferKind.deposit,
    from: { system: SystemAccount.paymentClearing },
    to: { memberId, wallet: 'main' },
    amount,
    reference: `D${randomUUID().slice(0, 12)}`,
  });

/** Money a downline sends up to their upline, as the upline transfer does. */
export const sendUp = (t: TestApp, fromId: number, toId: number, amount: bigint) =>
  t.app.services.ledger.transfer({
    idempotencyKey: `test-up:${randomUUID()}`,
    kind: TransferKind.uplineOut,
    from: { memberId: fromId, wallet: 'main' },
    to: { memberId: toId, wallet: 'main' },
    amount,
    reference: `ref-${randomUUID().slice(0, 12)}`,
  });
