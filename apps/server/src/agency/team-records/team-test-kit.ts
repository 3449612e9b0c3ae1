import { randomUUID } from 'node:crypto';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { createVendor } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helper.js';
import type { BetRoundStatus } from '../../games/seamless/seamless.tables.js';

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

let gameSeq = 0;
export async function createGame(t: TestApp, category: 'RNG' | 'LIVE' = 'RNG') {
  const now = new Date().toISOString();
  await t.db
    .insertInto('game_categories')
    .values({ code: category, mod_id: null, enabled: 1, sort: 0, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const vendor = await createVendor(t.db, { category, title: `Vendor ${(gameSeq += 1)}` });
  const code = randomUUID().slice(0, 8);
  const row = await t.db
    .insertInto('games')
    .values({
      node_id: `node-${code}`,
      category_code: category,
      vassalage: vendor.vassalage,
      game_code: `game-${code}`,
      engine: 'slot',
      game_classify: null,
      min_bet: 100n,
      default_play_type: null,
      icon_path: `games/${code}.svg`,
      is_hot: 0,
      maintenance: 0,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('game_translations')
    .values({ game_id: row.id, lang: 'EN', name: `Game ${code}`, search_name: `game ${code}` })
    .execute();
  return { id: row.id, category, vassalage: vendor.vassalage };
}

export type Game = Awaited<ReturnType<typeof createGame>>;

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
