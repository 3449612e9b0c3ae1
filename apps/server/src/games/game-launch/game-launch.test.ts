import { describe, expect, it, vi } from 'vitest';
import { gameMaintenanceValueSchema, launchGameValueSchema } from '@portal/shared/schemas/games';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createTestGame,
  fundWallet,
  seamlessCall,
  type TestGameOptions,
} from '../../../test/seamless.js';
import type { MemberWallet } from '../../platform/ledger/ledger.types.js';
import type { VendorAdapter, VendorTransferAnswer } from '../../cashier/wallet/vendor-adapter.js';
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
      // A game of a seamless vendor plays from main: nothing to move.
      walletVendor: null,
      autoTransfer: null,
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

  it('serves each launch of a page on this site from a launch CDN picked at random', async () => {
    const member = await signedIn();
    const game = await acmeGame();
    const house = await createTestGame(t, { names: { EN: 'Lucky Bells' } });
    const origins = ['https://play1.cdn.example', 'https://play2.cdn.example'];
    await t.app.services.settings.set('cdns', { imageCDNs: [], launchGameCDNs: origins });
    t.app.services.cdnOrigins.invalidate();
    const picks = [0.2, 0.8, 0.8];
    const random = vi
      .spyOn(t.app.services.launchCdns, 'random')
      .mockImplementation(() => picks.shift() ?? 0);
    acme.answer = (request) => ({ url: `/acme/play?t=${request.token}` });
    const url = async (nodeId: string) =>
      expectValue(await launch(member.headers, { nodeId }), launchGameValueSchema).url;
    try {
      const first = await url(game.nodeId);
      expect(first).toBe(`https://play1.cdn.example/acme/play?t=${acme.received.at(-1)!.token}`);
      const second = await url(game.nodeId);
      expect(second).toBe(`https://play2.cdn.example/acme/play?t=${acme.received.at(-1)!.token}`);
      // The provider's own host is kept; a house game stays on this site (same-origin messages).
      acme.answer = (request) => ({ url: `https://games.acme.example/play?t=${request.token}` });
      expect(await url(game.nodeId)).toMatch(/^https:\/\/games\.acme\.example\/play\?t=/);
      expect(await url(house.nodeId)).toMatch(/^\/house\/play\?/);
    } finally {
      random.mockRestore();
      acme.answer = (request) => ({ url: `https://games.acme.example/play?t=${request.token}` });
      await t.app.services.settings.set('cdns', null);
      t.app.services.cdnOrigins.invalidate();
    }
  });

  it('keeps the address of a page on this site while the launch CDN list is empty', async () => {
    const member = await signedIn();
    const game = await acmeGame();
    acme.answer = (request) => ({ url: `/acme/play?t=${request.token}` });
    try {
      const value = expectValue(
        await launch(member.headers, { nodeId: game.nodeId }),
        launchGameValueSchema,
      );
      expect(value.url).toBe(`/acme/play?t=${acme.received.at(-1)!.token}`);
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

/**
 * An outside transfer-mode vendor: `down` when it cannot be reached at all (not even for the
 * member's balance), or answering every transfer with `answer`.
 */
class TestVendor implements VendorAdapter {
  down = false;
  answer: VendorTransferAnswer = { status: 'completed' };
  readonly transfers: string[] = [];

  async transferIn(_member: unknown, _amount: bigint, reference: string) {
    return this.move(`in ${reference}`);
  }

  async transferOut(_member: unknown, _amount: bigint, reference: string) {
    return this.move(`out ${reference}`);
  }

  async checkTransfer() {
    return 'not_found' as const;
  }

  async balance() {
    if (this.down) throw new Error('connect ECONNREFUSED');
    return 0n;
  }

  private async move(call: string): Promise<VendorTransferAnswer> {
    if (this.down) throw new Error('connect ECONNREFUSED');
    this.transfers.push(call);
    return this.answer;
  }
}

describe('automatic transfer at launch', () => {
  const SETTINGS = '/wps/member/wallet/settings';

  /** A member with `main` in the main wallet and the automatic transfer as asked. */
  async function member(main: bigint, autoTransfer: boolean) {
    const signed = await signedIn();
    if (main > 0n) await fundWallet(t, { memberId: signed.id, wallet: 'main' }, main);
    const saved = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: signed.headers,
      payload: { autoTransfer },
    });
    expect(saved.json()).toMatchObject({ success: true, value: { autoTransfer } });
    return signed;
  }

  /** A game of a transfer-mode vendor of its own, spoken for by a test adapter. */
  async function transferGame() {
    const game = await acmeGame({ walletMode: 'transfer' });
    t.app.services.wallets.forgetVendors();
    const vendor = new TestVendor();
    t.app.services.vendorAdapters.register(game.vassalage, vendor);
    return { game, vendor };
  }

  const balanceOf = (wallet: MemberWallet) => t.app.services.ledger.balance(wallet);
  const main = (memberId: number): MemberWallet => ({ memberId, wallet: 'main' });
  const vendorWallet = (memberId: number, vendor: string): MemberWallet => ({
    memberId,
    wallet: 'vendor',
    vendor,
  });

  it('moves nothing while the member has it off, and names the wallet the game plays from', async () => {
    const someone = await member(50_000n, false);
    const { game, vendor } = await transferGame();
    const value = expectValue(
      await launch(someone.headers, { nodeId: game.nodeId }),
      launchGameValueSchema,
    );
    expect(value).toMatchObject({ walletVendor: game.vassalage, autoTransfer: null });
    expect(vendor.transfers).toEqual([]);
    expect(await balanceOf(main(someone.id))).toBe(50_000n);
  });

  it("moves the whole main balance into the game's wallet, after the other vendor wallets came back", async () => {
    const someone = await member(30_000n, true);
    const other = await transferGame();
    const { game, vendor } = await transferGame();
    await fundWallet(t, vendorWallet(someone.id, other.game.vassalage), 12_050n);

    const value = expectValue(
      await launch(someone.headers, { nodeId: game.nodeId }),
      launchGameValueSchema,
    );
    expect(value.walletVendor).toBe(game.vassalage);
    expect(value.autoTransfer).toEqual({ status: 'SUCCESS', amount: 420.5, reason: null });
    expect(other.vendor.transfers).toEqual([expect.stringMatching(/^out launch-/)]);
    expect(vendor.transfers).toEqual([expect.stringMatching(/^in launch-.*-in$/)]);
    expect(await balanceOf(main(someone.id))).toBe(0n);
    expect(await balanceOf(vendorWallet(someone.id, other.game.vassalage))).toBe(0n);
    expect(await balanceOf(vendorWallet(someone.id, game.vassalage))).toBe(42_050n);

    // The next launch finds main empty: nothing more to move, nothing to report.
    const again = expectValue(
      await launch(someone.headers, { nodeId: game.nodeId }),
      launchGameValueSchema,
    );
    expect(again.autoTransfer).toBeNull();
    expect(await balanceOf(vendorWallet(someone.id, game.vassalage))).toBe(42_050n);
  });

  it('brings every vendor wallet back to main when a game that plays from main launches', async () => {
    const someone = await member(1_000n, true);
    const other = await transferGame();
    await fundWallet(t, vendorWallet(someone.id, other.game.vassalage), 2_500n);
    const seamless = await acmeGame();
    const value = expectValue(
      await launch(someone.headers, { nodeId: seamless.nodeId }),
      launchGameValueSchema,
    );
    expect(value).toMatchObject({ walletVendor: null, autoTransfer: null });
    expect(await balanceOf(main(someone.id))).toBe(3_500n);
    expect(await balanceOf(vendorWallet(someone.id, other.game.vassalage))).toBe(0n);
  });

  it('leaves main untouched and says so when the vendor cannot be reached', async () => {
    const someone = await member(20_000n, true);
    const { game, vendor } = await transferGame();
    vendor.down = true;
    const value = expectValue(
      await launch(someone.headers, { nodeId: game.nodeId }),
      launchGameValueSchema,
    );
    // The game still opens; the member is told the money stayed in main.
    expect(value.url).toMatch(/^https:\/\/games\.acme\.example\//);
    expect(value.autoTransfer).toEqual({
      status: 'FAILED',
      amount: 200,
      reason: 'vendor_unavailable',
    });
    expect(await balanceOf(main(someone.id))).toBe(20_000n);
    expect(await balanceOf(vendorWallet(someone.id, game.vassalage))).toBe(0n);
    const rows = await t.db
      .selectFrom('vendor_wallet_transfers')
      .select('id')
      .where('member_id', '=', someone.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('gives the money back to main when the vendor refuses the transfer', async () => {
    const someone = await member(20_000n, true);
    const { game, vendor } = await transferGame();
    vendor.answer = { status: 'failed', reason: 'player locked at vendor' };
    const value = expectValue(
      await launch(someone.headers, { nodeId: game.nodeId }),
      launchGameValueSchema,
    );
    expect(value.autoTransfer).toEqual({ status: 'FAILED', amount: 200, reason: 'vendor_refused' });
    expect(await balanceOf(main(someone.id))).toBe(20_000n);
    expect(await balanceOf(vendorWallet(someone.id, game.vassalage))).toBe(0n);
  });

  it('moves nothing for a launch the provider refuses', async () => {
    const someone = await member(20_000n, true);
    const { game, vendor } = await transferGame();
    acme.status = 503;
    try {
      expectError(
        await launch(someone.headers, { nodeId: game.nodeId }),
        503,
        'PROVIDER_UNAVAILABLE',
      );
    } finally {
      acme.status = 200;
    }
    expect(vendor.transfers).toEqual([]);
    expect(await balanceOf(main(someone.id))).toBe(20_000n);
  });
});
