import { describe, expect, it } from 'vitest';
import { gameMaintenanceValueSchema, launchGameValueSchema } from '@portal/shared/schemas/games';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { createTestGame, seamlessCall, type TestGameOptions } from '../../../test/seamless.js';
import { hashToken } from '../../lib/secret-tokens.js';
import {
  authenticateValueSchema,
  GAME_SESSION_HOURS,
  launchRequestSchema,
  SIGNATURE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  verifyPayloadSignature,
  type LaunchRequest,
} from '../seamless/protocol.js';
import type { HttpTransport } from '../seamless/provider-http.js';

const ACME_SECRET = 'acme-secret-acme-secret-acme-secret-0001';

/** What the outside provider "acme" answers next, and every launch request it received. */
const acme = {
  status: 200,
  answer: (request: LaunchRequest): unknown => ({
    url: `https://games.acme.example/play?t=${request.token}`,
  }),
  received: [] as LaunchRequest[],
};

const t = useTestApp({
  env: {
    GAME_PROVIDERS: JSON.stringify([
      { code: 'acme', launchUrl: 'https://api.acme.example/launch', secret: ACME_SECRET },
    ]),
  },
  beforeReady: (app) => {
    // The outside provider's launch endpoint, reached through the inject transport.
    app.post('/launch', { config: { rateLimit: false } }, async (request, reply) => {
      const raw = JSON.stringify(request.body);
      const signed = verifyPayloadSignature(
        ACME_SECRET,
        {
          timestamp: request.headers[SIGNATURE_TIMESTAMP_HEADER] as string,
          signature: request.headers[SIGNATURE_HEADER] as string,
        },
        raw,
      );
      if (!signed) return reply.status(401).send({ error: 'bad signature' });
      const launch = launchRequestSchema.parse(request.body);
      acme.received.push(launch);
      return reply.status(acme.status).send(acme.answer(launch));
    });
  },
});

const LAUNCH = '/wps/game/launchGame';
const SPORTS = '/wps/relay/GCS_gameLaunchFB';

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

const acmeGame = (options: TestGameOptions = {}) =>
  createTestGame(t, { provider: 'acme', names: { EN: 'Dragon Gold', CN: '金龙' }, ...options });

const launch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: LAUNCH, headers, payload });

describe('POST /wps/game/launchGame', () => {
  it("asks the vendor's provider for the frame address with a new launch session", async () => {
    const member = await signedIn();
    const game = await acmeGame();
    const response = await launch(member.headers, {
      nodeId: game.nodeId,
      language: 'CN',
      backUrl: '/rng',
    });
    const value = expectValue(response, launchGameValueSchema);
    const sent = acme.received.at(-1)!;
    expect(sent).toEqual({
      token: expect.any(String),
      playerId: member.account,
      gameCode: game.gameCode,
      language: 'CN',
      currency: 'MYR',
      backUrl: '/rng',
    });
    expect(value).toEqual({
      url: `https://games.acme.example/play?t=${sent.token}`,
      nodeId: game.nodeId,
      gameName: '金龙',
      provider: 'acme',
    });
    const session = await t.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('token_hash', '=', hashToken(sent.token))
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ member_id: member.id, game_id: game.id, provider: 'acme' });
    const hours = (new Date(session.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(GAME_SESSION_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(GAME_SESSION_HOURS);
  });

  it('launches a house game through the house provider, whose page the wallet then serves', async () => {
    const member = await signedIn();
    const game = await createTestGame(t, { names: { EN: 'Lucky Bells' } });
    const response = await launch(member.headers, {
      nodeId: game.nodeId,
      language: 'EN',
      backUrl: '/rng',
    });
    const value = expectValue(response, launchGameValueSchema);
    expect(value).toMatchObject({
      nodeId: game.nodeId,
      gameName: 'Lucky Bells',
      provider: 'house',
    });
    const page = new URL(value.url, 'http://portal.test');
    expect(page.pathname).toBe('/house/play');
    expect(page.searchParams.get('lang')).toBe('EN');
    const token = page.searchParams.get('token')!;
    const player = expectValue(
      await seamlessCall(t, 'authenticate', { token }),
      authenticateValueSchema,
    );
    expect(player).toMatchObject({
      playerId: member.account,
      gameCode: game.gameCode,
      language: 'EN',
    });
    // The house page's own session call reaches the wallet with that token, signed.
    const session = await t.app.inject({
      url: `/house/api/session?token=${encodeURIComponent(token)}`,
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({
      value: { playerId: member.account, gameCode: game.gameCode, backUrl: '/rng' },
    });
  });

  it("puts the game first in the member's recent games, launch after launch", async () => {
    const member = await signedIn();
    const game = await acmeGame();
    const recent = () =>
      t.db
        .selectFrom('member_recent_games')
        .select(['game_id', 'launched_at'])
        .where('member_id', '=', member.id)
        .execute();
    expectValue(await launch(member.headers, { nodeId: game.nodeId }), launchGameValueSchema);
    const [first] = await recent();
    expect(first!.game_id).toBe(game.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectValue(await launch(member.headers, { nodeId: game.nodeId }), launchGameValueSchema);
    const again = await recent();
    expect(again).toHaveLength(1);
    expect(new Date(again[0]!.launched_at).getTime()).toBeGreaterThan(
      new Date(first!.launched_at).getTime(),
    );
  });

  it('uses the Language header and the site root when the payload names neither', async () => {
    const member = await signedIn();
    const game = await acmeGame();
    const response = await launch({ ...member.headers, language: 'th' }, { nodeId: game.nodeId });
    // No Thai name: the English one.
    expect(expectValue(response, launchGameValueSchema).gameName).toBe('Dragon Gold');
    expect(acme.received.at(-1)).toMatchObject({ language: 'TH', backUrl: '/' });
  });

  it('accepts the answer inside the portal envelope too', async () => {
    const member = await signedIn();
    const game = await acmeGame();
    acme.answer = () => ({ success: true, value: { url: '/house/play?x=1' } });
    try {
      const value = expectValue(
        await launch(member.headers, { nodeId: game.nodeId }),
        launchGameValueSchema,
      );
      expect(value.url).toBe('/house/play?x=1');
    } finally {
      acme.answer = (request) => ({ url: `https://games.acme.example/play?t=${request.token}` });
    }
  });

  it('suggests popular games when the game or its vendor is under maintenance', async () => {
    const member = await signedIn();
    for (const game of [
      await acmeGame({ maintenance: true }),
      await acmeGame({ vendorMaintenance: true }),
    ]) {
      const before = acme.received.length;
      const error = expectError(
        await launch(member.headers, { nodeId: game.nodeId }),
        503,
        'GAME_MAINTENANCE',
      );
      const { popular } = gameMaintenanceValueSchema.parse(error.value);
      expect(popular.length).toBeGreaterThan(0);
      expect(popular.length).toBeLessThanOrEqual(8);
      expect(popular.every((entry) => !entry.maintenance)).toBe(true);
      expect(acme.received.length).toBe(before);
    }
  });

  it('refuses trial accounts and callers without a session', async () => {
    const game = await acmeGame();
    const trial = await signedIn({ type: 4 });
    expectError(await launch(trial.headers, { nodeId: game.nodeId }), 403, 'TRIAL_ACCOUNT');
    expectError(await launch({}, { nodeId: game.nodeId }), 401, 'NOT_LOGGED_IN');
  });

  it('answers GAME_NOT_FOUND for unknown, disabled and switched-off games', async () => {
    const member = await signedIn();
    expectError(await launch(member.headers, { nodeId: 'no-such-node' }), 404, 'GAME_NOT_FOUND');
    const disabled = await acmeGame({ enabled: false });
    expectError(await launch(member.headers, { nodeId: disabled.nodeId }), 404, 'GAME_NOT_FOUND');
    const vendorOff = await acmeGame();
    await t.db
      .updateTable('vendors')
      .set({ enabled: 0 })
      .where('vassalage', '=', vendorOff.vassalage)
      .execute();
    expectError(await launch(member.headers, { nodeId: vendorOff.nodeId }), 404, 'GAME_NOT_FOUND');
    const fishing = await acmeGame({ category: 'FISH' });
    await t.app.services.whitelabel.setModuleEnabled('FISH', false);
    try {
      expectError(await launch(member.headers, { nodeId: fishing.nodeId }), 404, 'GAME_NOT_FOUND');
    } finally {
      await t.app.services.whitelabel.setModuleEnabled('FISH', true);
    }
    expectValue(await launch(member.headers, { nodeId: fishing.nodeId }), launchGameValueSchema);
  });

  it('refuses to launch a vendor tile', async () => {
    const member = await signedIn();
    const tile = await acmeGame({ isGame: 'VASSALAGE', engine: null });
    const error = expectError(
      await launch(member.headers, { nodeId: tile.nodeId }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ path: 'nodeId', reason: 'vendor_tile_not_launchable' }]);
  });

  it('answers PROVIDER_UNAVAILABLE when the provider cannot be reached or answers badly', async () => {
    const member = await signedIn();
    const game = await acmeGame();
    const http = t.app.services.providerHttp;
    const working = http.transport;
    const failing: HttpTransport = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    http.transport = failing;
    try {
      expectError(
        await launch(member.headers, { nodeId: game.nodeId }),
        503,
        'PROVIDER_UNAVAILABLE',
      );
    } finally {
      http.transport = working;
    }
    expect(t.logs.join('')).toContain('connect ECONNREFUSED');
    const answers: Array<[number, (request: LaunchRequest) => unknown]> = [
      [500, () => ({ url: 'https://games.acme.example/' })],
      [200, () => ({ link: 'https://games.acme.example/' })],
      [200, () => ({ url: 'javascript:alert(1)' })],
      [200, () => ({ url: '//evil.example/frame' })],
    ];
    const saved = { status: acme.status, answer: acme.answer };
    try {
      for (const [status, answer] of answers) {
        Object.assign(acme, { status, answer });
        expectError(
          await launch(member.headers, { nodeId: game.nodeId }),
          503,
          'PROVIDER_UNAVAILABLE',
        );
      }
    } finally {
      Object.assign(acme, saved);
    }
  });

  it('answers PROVIDER_UNAVAILABLE for a vendor whose provider is not configured', async () => {
    const member = await signedIn();
    const game = await createTestGame(t, { provider: 'retired' });
    expectError(await launch(member.headers, { nodeId: game.nodeId }), 503, 'PROVIDER_UNAVAILABLE');
    expect(t.logs.join('')).toContain('no provider configured as \\"retired\\"');
    const sessions = await t.db
      .selectFrom('game_sessions')
      .select('id')
      .where('game_id', '=', game.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });
});

describe('GET /wps/relay/GCS_gameLaunchFB', () => {
  it('launches the first sports vendor not under maintenance, or the one named', async () => {
    const member = await signedIn();
    const closed = await acmeGame({ category: 'SPORTS', vendorMaintenance: true });
    const first = await acmeGame({ category: 'SPORTS', sort: 1 });
    await acmeGame({ category: 'SPORTS', vassalage: first.vassalage, sort: 2 });
    const named = await acmeGame({ category: 'SPORTS' });
    // Only the vendors of this test take part: every other sports vendor is closed.
    await t.db
      .updateTable('vendors')
      .set({ maintenance: 1, sort: 99_999 })
      .where('category_code', '=', 'SPORTS')
      .where('vassalage', 'not in', [first.vassalage, named.vassalage])
      .execute();
    await t.db
      .updateTable('vendors')
      .set({ sort: 1 })
      .where('vassalage', '=', first.vassalage)
      .execute();
    const value = expectValue(
      await t.app.inject({ url: SPORTS, headers: member.headers }),
      launchGameValueSchema,
    );
    expect(value).toMatchObject({ nodeId: first.nodeId, provider: 'acme' });
    const chosen = await t.app.inject({
      url: `${SPORTS}?vassalage=${named.vassalage}`,
      headers: member.headers,
    });
    expect(expectValue(chosen, launchGameValueSchema).nodeId).toBe(named.nodeId);
    const maintenance = await t.app.inject({
      url: `${SPORTS}?vassalage=${closed.vassalage}`,
      headers: member.headers,
    });
    expectError(maintenance, 503, 'GAME_MAINTENANCE');
    const unknown = await t.app.inject({
      url: `${SPORTS}?vassalage=NOSUCHVENDOR`,
      headers: member.headers,
    });
    expectError(unknown, 404, 'GAME_NOT_FOUND');
  });

  it('refuses trial accounts', async () => {
    const trial = await signedIn({ type: 4 });
    expectError(await t.app.inject({ url: SPORTS, headers: trial.headers }), 403, 'TRIAL_ACCOUNT');
  });
});
