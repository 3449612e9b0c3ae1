// The soak and scale-out scenarios' players and their mixed traffic: a seamless house game of its
// own, funded members with a bearer session and a launch session each, an open lottery draw far
// from its cut-off, and one step of what members do (browse the public calls, sign in, ask for a
// deposit, play a seamless round, buy a lottery ticket, open the agent reports).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { signedHeaders } from './built/games.mjs';
import { loadConfig, migrateToLatest, seedDemo } from './built/database.mjs';
import { LedgerService } from './built/platform.mjs';
import { GAME, insertDraw, randomSelection, writeSettings } from './lottery-setup.mjs';
import { HOUSE_SECRET } from './server.mjs';
import {
  createPlayers,
  fundPlayers,
  loginBody,
  openGameSessions,
  openMemberSessions,
  signIn,
} from './setup.mjs';

export const GAME_CODE = 'bench-soak-slot';
/** The seed's demo member and agent (decision 032's team), with the demo password. */
export const DEMO = { account: 'demo01', password: 'Demo1234' };
export const DEMO_AGENT = { account: 'agent01', password: 'Demo1234' };

/** The public calls every page load makes. */
export const PUBLIC_PATHS = [
  '/wps/system/status',
  '/wps/system/whitelabel?host=localhost',
  '/lgw/games/game_menus',
  '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W',
];

/**
 * The database as the server leaves it after its first start (migrated, the demo loaded), made
 * here so that a server starting on a loaded machine is up within portal-process's minute.
 */
export async function migrateAndSeed(db, url) {
  await migrateToLatest(db);
  await seedDemo(db, loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn' }));
}

/** A seamless house-provider game of its own vendor; its id. */
export async function seedGame(db, code = GAME_CODE) {
  const now = new Date().toISOString();
  const vassalage = `B${code.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 32);
  await db
    .insertInto('vendors')
    .values({
      category_code: 'RNG',
      vassalage,
      title: `Bench ${code}`,
      is_hot: 0,
      cards: 1,
      icon_path: 'vendors/benchslots.svg',
      maintenance: 0,
      enabled: 1,
      sort: 9999,
      wallet_mode: 'seamless',
      provider: 'house',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const game = await db
    .insertInto('games')
    .values({
      node_id: `${code}-node`,
      category_code: 'RNG',
      vassalage,
      game_code: code,
      engine: 'slot',
      min_bet: 1n,
      icon_path: 'games/bench-slot.svg',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return game.id;
}

/**
 * Everything the mixed traffic needs, written to the database the server runs on (`client` a
 * pg client of its schema): `members` funded members with both sessions, the lottery settings and
 * a draw open for `drawMinutes`, the agent's token and a deposit channel.
 */
export async function prepare({ url, db, client, members, prefix, drawMinutes }) {
  const gameId = await seedGame(db, `bench-${prefix}-slot`);
  const players = await createPlayers(db, { prefix, count: members, chunk: 500 });
  await openMemberSessions(db, players, { userAgent: `bench ${prefix}` });
  await openGameSessions(db, players, gameId);
  await fundPlayers(new LedgerService(db), players, { amount: 1_000_000_000n });
  await writeSettings(db);
  const drawId = `bench-${GAME}-${randomBytes(4).toString('hex')}-${prefix}`;
  await insertDraw(client, drawId, 'open', new Date(Date.now() + drawMinutes * 60_000));
  const agentToken = await signIn(url, DEMO_AGENT.account, DEMO_AGENT.password);
  const channels = await fetch(`${url}/wps/member/deposit/channels`, {
    headers: { authorization: `Bearer ${players[0].bearer}` },
  })
    .then((r) => r.json())
    .catch(() => null);
  const channel = channels?.value?.find?.((c) => c.id) ?? channels?.value?.channels?.[0] ?? null;
  const loginBodyJson = await loginBody(url, DEMO.account, DEMO.password);
  return {
    players,
    gameCode: `bench-${prefix}-slot`,
    drawId,
    agentToken,
    channelId: channel?.id ?? null,
    loginBodyJson,
  };
}

async function send(url, path, init) {
  const response = await fetch(url + path, init);
  const answer = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok && answer?.success !== false, answer };
}

/** How long a client waits after a call that reached no server. */
const UNREACHABLE_PAUSE_MS = 100;

/**
 * One HTTP call of `kind`, passed to `record` as `{ kind, ms, status, ok, answer }` and returned;
 * a call that never got an answer is status 0, so a loop goes on and the failure is counted,
 * after a pause (UNREACHABLE_PAUSE_MS).
 */
export async function timedCall(url, record, kind, path, init) {
  const t0 = performance.now();
  let result;
  try {
    result = await send(url, path, init);
  } catch (error) {
    result = { status: 0, ok: false, answer: { errorCode: `fetch: ${error.message}` } };
  }
  record({ kind, ms: performance.now() - t0, ...result });
  // A server that cannot be reached is not hammered: a client pauses before its next call.
  if (result.status === 0)
    await new Promise((resolve) => setTimeout(resolve, UNREACHABLE_PAUSE_MS));
  return result;
}

export const post = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function signed(body) {
  const raw = JSON.stringify(body);
  return { method: 'POST', headers: signedHeaders(HOUSE_SECRET, raw), body: raw };
}

/** The kinds of step and their weights out of 100. */
export const MIX = [
  ['browse', 40],
  ['balance', 10],
  ['seamless', 22],
  ['lottery', 12],
  ['deposit', 6],
  ['agentReport', 6],
  ['login', 4],
];

export function pickKind() {
  let r = randomInt(0, 100);
  for (const [kind, weight] of MIX) {
    if (r < weight) return kind;
    r -= weight;
  }
  return 'browse';
}

/**
 * One step of `kind` against `url`: the HTTP calls it makes, each as `{ kind, ms, status, ok }`
 * passed to `record`.
 */
export async function step(url, world, kind, record) {
  const player = world.players[randomInt(0, world.players.length)];
  const auth = { authorization: `Bearer ${player.bearer}` };
  const timed = (name, path, init) => timedCall(url, record, name, path, init);
  switch (kind) {
    case 'browse':
      return timed('browse', PUBLIC_PATHS[randomInt(0, PUBLIC_PATHS.length)]);
    case 'balance':
      return timed('balance', '/wps/v2/wallets/balance', { headers: auth });
    case 'login':
      return timed('login', '/wps/session/login', post(world.loginBodyJson));
    case 'deposit':
      return timed(
        'deposit',
        '/wps/member/deposit',
        post(
          {
            ...(world.channelId ? { channelId: world.channelId } : { channelCode: 'BANK' }),
            amount: `${randomInt(100, 1000)}.00`,
            payerName: 'Bench Soak',
            reference: `soak${randomBytes(6).toString('hex')}`,
          },
          auth,
        ),
      );
    case 'agentReport':
      return timed('agentReport', '/wps/agent/team/overview?period=month', {
        headers: { authorization: `Bearer ${world.agentToken}` },
      });
    case 'lottery':
      return timed(
        'lottery',
        '/lotto/lgw/tickets',
        post(
          {
            drawId: world.drawId,
            selection: randomSelection(),
            unitStake: `${randomInt(1, 6)}.00`,
            multiplier: randomInt(1, 4),
            requestId: randomUUID(),
          },
          auth,
        ),
      );
    case 'seamless': {
      const roundId = `r-${randomUUID()}`;
      const stake = randomInt(1, 1_001);
      const debit = await timed(
        'seamless',
        '/wps/seamless/house/debit',
        signed({
          transactionId: `d-${randomUUID()}`,
          roundId,
          token: player.launchToken,
          gameCode: world.gameCode,
          amount: (stake / 100).toFixed(2),
        }),
      );
      if (!debit.ok) return debit;
      return timed(
        'seamless',
        '/wps/seamless/house/credit',
        signed({
          transactionId: `c-${randomUUID()}`,
          roundId,
          playerId: player.account,
          amount: (randomInt(0, 2 * stake + 1) / 100).toFixed(2),
          result: { bench: true },
        }),
      );
    }
    default:
      throw new Error(`unknown step ${kind}`);
  }
}
