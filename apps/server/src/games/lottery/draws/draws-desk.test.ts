import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { vietnamInstant } from '@portal/shared/lottery/schedule';
import { SOUTH_SHEET } from '@portal/shared/lottery/test-sheets';
import { operatorDrawSchema, operatorDrawsValueSchema } from '@portal/shared/schemas/lottery';
import { expectError, expectValue } from '../../../../test/assertions.js';
import { useTestApp } from '../../../../test/helper.js';
import { staffWithToken } from '../../../../test/staff.js';
import type { NewDraw } from './draws.repository.js';

type Headers = Record<string, string>;
const BASE = '/wps/operator/lottery';
const MINUTE = 60_000;

describe('the lottery desk: draws by game and day, one draw, closing sales', () => {
  const t = useTestApp({ seed: false });
  let lottery: Awaited<ReturnType<typeof staffWithToken>>;
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let cs: Awaited<ReturnType<typeof staffWithToken>>;
  const game = `vn-desk${randomBytes(3).toString('hex')}`;

  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  async function insertDraw(day: string, time: string, overrides: Partial<NewDraw> = {}) {
    const drawAt = vietnamInstant(day, time);
    const id = `${game}-${day.replaceAll('-', '')}${time.replace(':', '')}`;
    await t.db
      .insertInto('lottery_draws')
      .values({
        id,
        game_code: game,
        kind: 'traditional',
        region: 'south',
        numero: day,
        opens_at: new Date(drawAt.getTime() - 24 * 60 * MINUTE).toISOString(),
        close_at: new Date(drawAt.getTime() - 15 * MINUTE).toISOString(),
        draw_at: drawAt.toISOString(),
        state: 'open',
        ...overrides,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    lottery = await staffWithToken(t, 'lottery');
    finance = await staffWithToken(t, 'finance');
    cs = await staffWithToken(t, 'cs');
  });

  it('lists the draws of one lottery day (GMT+7) and kind, paged', async () => {
    // 00:10 and 23:50 Vietnam time belong to the 3rd; 23:55 on the 2nd does not.
    const early = await insertDraw('2031-03-03', '00:10', { state: 'settled' });
    const late = await insertDraw('2031-03-03', '23:50');
    await insertDraw('2031-03-02', '23:55');
    await insertDraw('2031-03-04', '00:00');
    const page = expectValue(
      await send('GET', `${BASE}/draws?gameCode=${game}&day=2031-03-03`, lottery.headers),
      operatorDrawsValueSchema,
    );
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.list.map((draw) => draw.drawId)).toEqual([late, early]);
    expect(page.list[0]).toMatchObject({
      kind: 'traditional',
      enteredBy: null,
      drawnAt: null,
      settledAt: null,
      voidReason: null,
    });
    const second = expectValue(
      await send(
        'GET',
        `${BASE}/draws?gameCode=${game}&day=2031-03-03&pageSize=1&page=2`,
        lottery.headers,
      ),
      operatorDrawsValueSchema,
    );
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.list.map((draw) => draw.drawId)).toEqual([early]);
    const fast = expectValue(
      await send('GET', `${BASE}/draws?gameCode=${game}&kind=fast`, lottery.headers),
      operatorDrawsValueSchema,
    );
    expect(fast.total).toBe(0);
    for (const bad of ['day=2031-3-3', 'day=2031-02-30', 'kind=slow', 'pageSize=101']) {
      expectError(
        await send('GET', `${BASE}/draws?${bad}`, lottery.headers),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(await send('GET', `${BASE}/draws`, cs.headers), 403, 'STAFF_FORBIDDEN');
  });

  it('reads one draw', async () => {
    const id = await insertDraw('2031-04-01', '16:15', { state: 'void', void_reason: 'Feed' });
    const draw = expectValue(
      await send('GET', `${BASE}/draws/${id}`, finance.headers),
      operatorDrawSchema,
    );
    expect(draw).toMatchObject({ drawId: id, state: 'void', voidReason: 'Feed', tickets: 0 });
    expectError(
      await send('GET', `${BASE}/draws/vn-nowhere-20200101`, finance.headers),
      404,
      'LOTTERY_DRAW_NOT_FOUND',
    );
    expectError(await send('GET', `${BASE}/draws/${id}`, cs.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await send('GET', `${BASE}/draws/${id}`, {}), 401, 'STAFF_NOT_LOGGED_IN');
  });

  it('closes an open draw now, audited with the reason; its result may then be entered', async () => {
    const day = new Date(Date.now() + 2 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const id = await insertDraw(day, '18:15', { region: 'south' });
    const close = (headers: Headers, payload: object = { reason: 'Result leaked' }) =>
      send('POST', `${BASE}/draws/${id}/close`, headers, payload);
    expectError(await close(finance.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await close(lottery.headers, { reason: '' }), 400, 'VALIDATION_FAILED');
    expectError(await close(lottery.headers, {}), 400, 'VALIDATION_FAILED');
    const before = Date.now();
    const closed = expectValue(await close(lottery.headers), operatorDrawSchema);
    expect(closed.state).toBe('closed');
    expect(new Date(closed.closeAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(closed.closeAt).getTime()).toBeLessThanOrEqual(Date.now());
    expectError(await close(lottery.headers), 409, 'LOTTERY_DRAW_STATE');
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select(['staff_id', 'details'])
      .where('action', '=', 'lottery.draw.close')
      .where('target', '=', `lottery-draw:${id}`)
      .execute();
    expect(audit).toEqual([
      { staff_id: lottery.id, details: JSON.stringify({ reason: 'Result leaked' }) },
    ]);
    // Past its (new) cut-off: the desk may enter the result.
    const entered = expectValue(
      await send('POST', `${BASE}/draws/${id}/result`, lottery.headers, { sheet: SOUTH_SHEET }),
      operatorDrawSchema,
    );
    expect(entered).toMatchObject({ state: 'entered', enteredBy: lottery.username });
    expectError(
      await send('POST', `${BASE}/draws/nope/close`, lottery.headers, { reason: 'x' }),
      404,
      'LOTTERY_DRAW_NOT_FOUND',
    );
  });
});
