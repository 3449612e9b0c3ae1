import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { drawSheet } from '@portal/shared/lottery/draw';
import { drawsOn, fastDrawAt, toVietnamDate } from '@portal/shared/lottery/schedule';
import type { ResultSheet } from '@portal/shared/lottery/prize-structures';
import {
  FAST_GAME_CODES,
  openedNumerosValueSchema,
  operatorDrawSchema,
  operatorDrawsValueSchema,
  operatorLotteryLimitsSchema,
} from '@portal/shared/schemas/lottery';
import { expectError, expectValue } from '../../../../test/assertions.js';
import { useTestApp } from '../../../../test/helper.js';
import { staffWithToken } from '../../../../test/staff.js';
import type { NewDraw } from './draws.repository.js';

type Headers = Record<string, string>;
const BASE = '/wps/operator/lottery';
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const NORTH: ResultSheet = drawSheet('11'.repeat(32), 'fixture', 'north');

describe('lottery draws', () => {
  const t = useTestApp({ seed: false });
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let second: Awaited<ReturnType<typeof staffWithToken>>;
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let viewer: Awaited<ReturnType<typeof staffWithToken>>;

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const drawRow = (id: string) =>
    t.db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A draw of our own making, times relative to now (minutes). */
  async function insertDraw(overrides: Partial<NewDraw> & { closeIn: number; drawIn: number }) {
    const { closeIn, drawIn, ...rest } = overrides;
    const now = Date.now();
    const seed = randomBytes(32).toString('hex');
    const id = rest.id ?? `vn-test${randomBytes(4).toString('hex')}-20200101`;
    await t.db
      .insertInto('lottery_draws')
      .values({
        id,
        game_code: 'vn-mb',
        kind: 'traditional',
        region: 'north',
        numero: '2020-01-01',
        opens_at: iso(now - 60 * MINUTE),
        close_at: iso(now + closeIn * MINUTE),
        draw_at: iso(now + drawIn * MINUTE),
        state: 'open',
        ...(rest.kind === 'fast' ? { seed, seed_hash: fairSeedHash(seed) } : {}),
        ...rest,
      })
      .execute();
    return id;
  }
  const audit = (action: string, target: string) =>
    t.db
      .selectFrom('staff_audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', action)
      .where('target', '=', target)
      .execute();

  beforeAll(async () => {
    admin = await staffWithToken(t, 'admin');
    second = await staffWithToken(t, 'admin');
    finance = await staffWithToken(t, 'finance');
    viewer = await staffWithToken(t, 'viewer');
  });

  describe('materializer', () => {
    it('makes today and tomorrow of every province and two hours of fast draws, once', async () => {
      const now = new Date();
      const materializer = t.app.services.lotteryMaterializer;
      const first = await materializer.ensure(now);
      expect(first).toBeGreaterThan(0);
      expect(await materializer.ensure(now)).toBe(0);
      await Promise.all([materializer.ensure(now), materializer.ensure(now)]);

      const today = toVietnamDate(now);
      const tomorrow = toVietnamDate(new Date(now.getTime() + 24 * 60 * MINUTE));
      for (const scheduled of [...drawsOn(today, 15), ...drawsOn(tomorrow, 15)]) {
        const row = await drawRow(scheduled.id);
        expect(row).toMatchObject({
          game_code: `vn-${scheduled.province.code}`,
          kind: 'traditional',
          region: scheduled.region,
          numero: scheduled.date,
          seed: null,
        });
        expect(new Date(row.draw_at).getTime()).toBe(scheduled.drawAt.getTime());
        expect(new Date(row.close_at).getTime()).toBe(scheduled.closeAt.getTime());
      }
      const fast = await t.db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('kind', '=', 'fast')
        .execute();
      for (const code of FAST_GAME_CODES) {
        const interval = Number(code.slice(3)) as 1 | 3 | 5;
        const current = fastDrawAt(now, interval, 10);
        const rows = fast.filter((row) => row.game_code === code);
        expect(rows.map((row) => row.id)).toContain(`${code}-${current.issue}`);
        // Two hours ahead, one draw per interval (plus the current one).
        expect(rows.length).toBeGreaterThanOrEqual(120 / interval);
      }
      const seeds = new Set(fast.map((row) => row.seed));
      expect(seeds.size).toBe(fast.length);
      for (const row of fast) {
        expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
        expect(row.seed_hash).toBe(fairSeedHash(row.seed!));
      }
    });

    it('never replaces a seed that exists', async () => {
      const now = new Date();
      const id = `vnf1-${fastDrawAt(now, 1, 10).issue}`;
      const before = await drawRow(id);
      await t.app.services.lotteryMaterializer.ensure(now);
      expect((await drawRow(id)).seed).toBe(before.seed);
    });
  });

  describe('the draw pass', () => {
    it('closes draws past their cut-off and draws the fast and house draws that are due', async () => {
      const open = await insertDraw({ closeIn: -1, drawIn: 10 });
      const fast = await insertDraw({
        id: `vnf5-test${randomBytes(3).toString('hex')}`,
        game_code: 'vnf5',
        kind: 'fast',
        closeIn: -2,
        drawIn: -1,
      });
      const traditional = await insertDraw({ closeIn: -20, drawIn: -5, state: 'closed' });
      await t.app.services.lotteryDraws.pass(new Date());
      expect((await drawRow(open)).state).toBe('closed');
      const drawn = await drawRow(fast);
      expect(drawn.state).toBe('drawn');
      expect(JSON.parse(drawn.sheet!)).toEqual(drawSheet(drawn.seed!, fast, 'north'));
      const house = await drawRow(traditional);
      expect(house.state).toBe('drawn');
      expect(Object.keys(JSON.parse(house.sheet!))).toHaveLength(8);
    });
  });

  describe('result entry (two-person rule)', () => {
    const result = (id: string, headers: Headers, sheet: object = NORTH) =>
      send('POST', `${BASE}/draws/${id}/result`, headers, { sheet });
    const confirm = (id: string, headers: Headers) =>
      send('POST', `${BASE}/draws/${id}/confirm`, headers, {});

    it('one operator enters, another confirms; the same one cannot', async () => {
      const id = await insertDraw({ closeIn: -1, drawIn: 5, state: 'closed' });
      const wrong = { ...NORTH, special: ['123'] };
      expectError(await result(id, admin.headers, wrong), 400, 'LOTTERY_SHEET_INVALID');
      expectError(await confirm(id, second.headers), 409, 'LOTTERY_DRAW_STATE');
      const entered = expectValue(await result(id, admin.headers), operatorDrawSchema);
      expect(entered).toMatchObject({ state: 'entered', enteredBy: admin.username });
      expectError(await confirm(id, admin.headers), 403, 'LOTTERY_SAME_OPERATOR');
      const drawn = expectValue(await confirm(id, second.headers), operatorDrawSchema);
      expect(drawn).toMatchObject({
        state: 'drawn',
        sheet: NORTH,
        enteredBy: admin.username,
        confirmedBy: second.username,
      });
      expectError(await confirm(id, second.headers), 409, 'LOTTERY_DRAW_STATE');
      expectError(await result(id, admin.headers), 409, 'LOTTERY_DRAW_STATE');
      expect(await audit('lottery.result.enter', `lottery-draw:${id}`)).toHaveLength(1);
      expect((await audit('lottery.result.confirm', `lottery-draw:${id}`))[0]?.staff_id).toBe(
        second.id,
      );
    });

    it('refuses a result before the cut-off, on a fast draw, and from a viewer', async () => {
      const early = await insertDraw({ closeIn: 30, drawIn: 45 });
      expectError(await result(early, admin.headers), 409, 'LOTTERY_DRAW_STATE');
      const fast = await insertDraw({
        id: `vnf1-test${randomBytes(3).toString('hex')}`,
        game_code: 'vnf1',
        kind: 'fast',
        closeIn: -1,
        drawIn: 1,
      });
      expectError(await result(fast, admin.headers), 409, 'LOTTERY_DRAW_STATE');
      expectError(await result(early, viewer.headers), 403, 'STAFF_FORBIDDEN');
      expectError(
        await result('vn-nowhere-20200101', admin.headers),
        404,
        'LOTTERY_DRAW_NOT_FOUND',
      );
      expectError(
        await confirm('vn-nowhere-20200101', admin.headers),
        404,
        'LOTTERY_DRAW_NOT_FOUND',
      );
    });
  });

  describe('void and draw now', () => {
    it('voids a draw without a final result, once, with the reason audited', async () => {
      const id = await insertDraw({ closeIn: 10, drawIn: 25 });
      const voidDraw = (headers: Headers, payload: object = { reason: 'Feed outage' }) =>
        send('POST', `${BASE}/draws/${id}/void`, headers, payload);
      expectError(await voidDraw(viewer.headers), 403, 'STAFF_FORBIDDEN');
      expectError(await voidDraw(admin.headers, { reason: ' ' }), 400, 'VALIDATION_FAILED');
      const voided = expectValue(await voidDraw(admin.headers), operatorDrawSchema);
      expect(voided.state).toBe('void');
      expect((await drawRow(id)).void_reason).toBe('Feed outage');
      expectError(await voidDraw(admin.headers), 409, 'LOTTERY_DRAW_STATE');
      expect(await audit('lottery.draw.void', `lottery-draw:${id}`)).toEqual([
        { staff_id: admin.id, details: JSON.stringify({ reason: 'Feed outage' }) },
      ]);
      const unknown = await send('POST', `${BASE}/draws/nope/void`, admin.headers, {
        reason: 'x',
      });
      expectError(unknown, 404, 'LOTTERY_DRAW_NOT_FOUND');
    });

    it('draws a fast draw now from its committed seed: the revealed seed reproduces it', async () => {
      await t.app.services.lotteryMaterializer.ensure(new Date());
      const id = `vnf3-${fastDrawAt(new Date(Date.now() + 5 * MINUTE), 3, 10).issue}`;
      const before = await drawRow(id);
      expect(before.state).toBe('open');
      const drawn = expectValue(
        await send('POST', `${BASE}/draws/${id}/draw`, admin.headers, {}),
        operatorDrawSchema,
      );
      expect(drawn.state).toBe('drawn');
      expect(new Date(drawn.closeAt).getTime()).toBeLessThanOrEqual(Date.now());
      const results = expectValue(
        await t.app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=vnf3&count=5' }),
        openedNumerosValueSchema,
      );
      const shown = results.list.find((draw) => draw.drawId === id)!;
      expect(shown.seedHash).toBe(before.seed_hash);
      expect(fairSeedHash(shown.seed!)).toBe(shown.seedHash);
      expect(shown.sheet).toEqual(drawSheet(shown.seed!, id, 'south'));
      expectError(
        await send('POST', `${BASE}/draws/${id}/draw`, admin.headers, {}),
        409,
        'LOTTERY_DRAW_STATE',
      );
    });

    it('draws a traditional draw now only when the house is the feed', async () => {
      const id = await insertDraw({ closeIn: 10, drawIn: 25 });
      const drawn = expectValue(
        await send('POST', `${BASE}/draws/${id}/draw`, admin.headers, {}),
        operatorDrawSchema,
      );
      expect(drawn.state).toBe('drawn');
      expect(drawn.seed).toBeNull();
    });
  });

  describe('operator reads and settings', () => {
    it('lists draws by game and state', async () => {
      const page = expectValue(
        await send('GET', `${BASE}/draws?gameCode=vnf3&state=drawn`, finance.headers),
        operatorDrawsValueSchema,
      );
      expect(page.total).toBeGreaterThanOrEqual(1);
      expect(page.list.every((d) => d.gameCode === 'vnf3' && d.state === 'drawn')).toBe(true);
      expect(page.list[0]).toMatchObject({ tickets: 0, stakes: 0, payouts: 0 });
      expectError(
        await send('GET', `${BASE}/draws?state=lost`, admin.headers),
        400,
        'VALIDATION_FAILED',
      );
      expectError(await send('GET', `${BASE}/draws`, {}), 401, 'STAFF_NOT_LOGGED_IN');
    });

    it('reads the defaults and keeps the settings an admin sets, audited', async () => {
      const defaults = expectValue(
        await send('GET', `${BASE}/settings`, finance.headers),
        operatorLotteryLimitsSchema,
      );
      expect(defaults).toEqual({
        cutoffMinutes: 15,
        fastCutoffSeconds: 10,
        minUnitStake: 1,
        maxMultiplier: 1000,
        maxStakePerNumber: 10_000,
        liabilityCap: 1_000_000,
        prizeMode: 'Lott',
      });
      const next = { ...defaults, cutoffMinutes: 20, liabilityCap: '2500000.50', prizeMode: 'ZY' };
      expectError(
        await send('PUT', `${BASE}/settings`, finance.headers, next),
        403,
        'STAFF_FORBIDDEN',
      );
      const saved = expectValue(
        await send('PUT', `${BASE}/settings`, admin.headers, next),
        operatorLotteryLimitsSchema,
      );
      expect(saved).toMatchObject({
        cutoffMinutes: 20,
        liabilityCap: 2_500_000.5,
        prizeMode: 'ZY',
      });
      expect((await t.app.services.lotterySettings.get()).liabilityCap).toBe(250_000_050n);
      expect(await audit('lottery.settings', 'lottery-settings')).toHaveLength(1);
      expectError(
        await send('PUT', `${BASE}/settings`, admin.headers, { ...next, fastCutoffSeconds: 60 }),
        400,
        'VALIDATION_FAILED',
      );
      await send('PUT', `${BASE}/settings`, admin.headers, defaults);
    });
  });
});
