import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { drawSheet } from '@portal/shared/lottery/draw';
import { NORTH_SHEET as SHEET } from '@portal/shared/lottery/test-sheets';
import type {
  OperatorDraw,
  OperatorExposure,
  OperatorLotteryLimits,
  OperatorSettlement,
} from '@portal/shared/schemas/lottery';
import { renderConsole } from '../../../test/render';
import { changeLanguage } from '../../lib/i18n';
// Loaded with the file, so the lazy screens' first render does not wait for their transform.
import './draws-screen';
import './draw-screen';
import './seeds-screen';
import './settings-screen';

/** The Northern fixture sheet as the draws call answers it. */
const NORTH_SHEET = SHEET as NonNullable<OperatorDraw['sheet']>;

function buildDraw(overrides: Partial<OperatorDraw> = {}): OperatorDraw {
  return {
    drawId: 'vn-mb-20261128',
    gameCode: 'vn-mb',
    numero: '2026-11-28',
    drawAt: '2026-11-28T11:15:00.000Z',
    closeAt: '2026-11-28T11:00:00.000Z',
    state: 'closed',
    seedHash: null,
    kind: 'traditional',
    region: 'north',
    sheet: null,
    seed: null,
    enteredBy: null,
    confirmedBy: null,
    drawnAt: null,
    settledAt: null,
    voidReason: null,
    tickets: 3,
    stakes: 120.5,
    payouts: 0,
    ...overrides,
  };
}

const exposure: OperatorExposure = {
  drawId: 'vn-mb-20261128',
  state: 'open',
  maxStakePerNumber: 10_000,
  liabilityCap: 1_000_000,
  totalStake: 1_242,
  totalLiability: 850_000,
  lineCount: 3,
  lines: [
    { betKind: 'de', line: '42', stake: 500, liability: 35_000 },
    { betKind: 'lo2', line: '42', stake: 9_000, liability: 21_600 },
    { betKind: 'xien2', line: '07-42', stake: 10, liability: 100 },
  ],
};

const settlement: OperatorSettlement = {
  drawId: 'vn-mb-20261128',
  state: 'drawn',
  tickets: 4,
  settled: 3,
  pending: 1,
  placing: 0,
  won: 1,
  lost: 2,
  cancelled: 0,
  refunded: 0,
  staked: 200,
  settledStake: 150,
  paid: 90,
  ggr: 60,
};

const page = <T,>(list: T[]) => ({ list, page: 1, pageSize: 25, total: list.length });
const drawPath = (draw: OperatorDraw) => `/lottery/draws/${draw.drawId}`;
const routesFor = (draw: OperatorDraw) => ({
  [`GET ${drawPath(draw)}`]: draw,
  [`GET ${drawPath(draw)}/exposure`]: { ...exposure, drawId: draw.drawId, state: draw.state },
  [`GET ${drawPath(draw)}/settlement`]: { ...settlement, drawId: draw.drawId, state: draw.state },
});

describe('the lottery draws list', () => {
  it('filters by game, day and state on the server, keeping them in the URL, and opens a draw', async () => {
    const draw = buildDraw();
    const { calls, router } = await renderConsole('/lottery?day=2026-11-28', {
      role: 'lottery',
      routes: { 'GET /lottery/draws': page([draw]), ...routesFor(draw) },
    });
    await screen.findByText('vn-mb-20261128');
    expect(within(screen.getByRole('table')).getByText('Northern Vietnam')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'vn-mb');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'closed');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/lottery/draws').at(-1)?.query).toEqual({
        page: '1',
        pageSize: '25',
        day: '2026-11-28',
        gameCode: 'vn-mb',
        state: 'closed',
      }),
    );
    expect(router.state.location.search).toContain('gameCode=vn-mb');
    await userEvent.click(screen.getByText('vn-mb-20261128'));
    await screen.findByRole('heading', { name: 'Northern Vietnam · 2026-11-28' });
  });

  it('is closed to a role without lottery.read', async () => {
    await renderConsole('/lottery', { role: 'cs', routes: {} });
    await screen.findByText('Your role cannot open this page');
  });
});

describe('a draw under the two-person rule', () => {
  it('the first person enters the result tier by tier; a sheet that does not fit is not sent', async () => {
    const draw = buildDraw();
    const entered = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery01' });
    let current = draw;
    const { calls } = await renderConsole(drawPath(draw), {
      role: 'lottery',
      routes: {
        ...routesFor(draw),
        [`GET ${drawPath(draw)}`]: () => current,
        [`POST ${drawPath(draw)}/result`]: () => (current = entered),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Special'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter result' }));
    expect(await within(dialog).findByText(/does not fit the North structure/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    for (const [tier, label] of [
      ['special', 'Special'],
      ['first', 'First'],
      ['second', 'Second'],
      ['third', 'Third'],
      ['fourth', 'Fourth'],
      ['fifth', 'Fifth'],
      ['sixth', 'Sixth'],
      ['seventh', 'Seventh'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, NORTH_SHEET[tier]!.join(' '));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter result' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: `${drawPath(draw)}/result`,
        query: {},
        body: { sheet: NORTH_SHEET },
      }),
    );
    await screen.findByText(/You entered this result/);
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
  });

  it('the one who entered sees no confirm button, only the wait for a second person', async () => {
    const draw = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery01' });
    await renderConsole(drawPath(draw), { role: 'lottery', routes: routesFor(draw) });
    expect((await screen.findByTestId('two-person')).textContent).toMatch(
      /You entered this result/,
    );
    expect(screen.getByRole('button', { name: 'Correct result' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm result' })).toBeNull();
    expect(screen.getByTestId('entered-by').textContent).toMatch('lottery01');
  });

  it('a second person confirms, and sees who entered and who confirmed', async () => {
    const draw = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery02' });
    const drawn = { ...draw, state: 'drawn' as const, confirmedBy: 'lottery01' };
    let current: OperatorDraw = draw;
    const { calls } = await renderConsole(drawPath(draw), {
      role: 'lottery',
      routes: {
        ...routesFor(draw),
        [`GET ${drawPath(draw)}`]: () => current,
        [`POST ${drawPath(draw)}/confirm`]: () => (current = drawn),
      },
    });
    expect((await screen.findByTestId('two-person')).textContent).toMatch(
      'Result entered by lottery02: waiting for a second person',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm result' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('tier-special').textContent).toMatch(
      NORTH_SHEET.special![0]!,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `${drawPath(draw)}/confirm`)).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('confirmed-by').textContent).toMatch('lottery01'),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    const draw = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery02' });
    await renderConsole(drawPath(draw), {
      role: 'finance',
      routes: {
        ...routesFor(draw),
        [`POST ${drawPath(draw)}/confirm`]: {
          error: {
            status: 403,
            errorCode: 'LOTTERY_SAME_OPERATOR',
            message: 'The result must be confirmed by another operator.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm result' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      'The result must be confirmed by another operator.',
    );
  });

  it('voids with a reason; finance enters results but neither voids nor closes', async () => {
    const draw = buildDraw({ state: 'open', closeAt: '2099-01-01T00:00:00.000Z' });
    const { calls, unmount } = await renderConsole(drawPath(draw), {
      role: 'lottery',
      routes: {
        ...routesFor(draw),
        [`POST ${drawPath(draw)}/void`]: { ...draw, state: 'void', voidReason: 'Feed outage' },
      },
    });
    expect(await screen.findByRole('button', { name: 'Close sales now' })).toBeTruthy();
    // Before the cut-off no result can be entered.
    expect(screen.queryByRole('button', { name: 'Enter result' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Void draw' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Feed outage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void draw' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: `${drawPath(draw)}/void`,
        body: { reason: 'Feed outage' },
      }),
    );
    unmount();

    const closed = buildDraw();
    await renderConsole(drawPath(closed), { role: 'finance', routes: routesFor(closed) });
    expect(await screen.findByRole('button', { name: 'Enter result' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void draw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close sales now' })).toBeNull();
  });

  it('a viewer reads the draw without any action', async () => {
    const draw = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery02' });
    await renderConsole(drawPath(draw), { role: 'viewer', routes: routesFor(draw) });
    await screen.findByTestId('two-person');
    for (const name of ['Confirm result', 'Correct result', 'Void draw', 'Enter result'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe("a draw's exposure and settlement", () => {
  it('shows an open draw against its caps and refreshes it while open', async () => {
    const draw = buildDraw({ state: 'open', closeAt: '2099-01-01T00:00:00.000Z' });
    const { calls } = await renderConsole(drawPath(draw), {
      role: 'viewer',
      routes: routesFor(draw),
    });
    expect((await screen.findByTestId('exposure-liability')).textContent).toMatch('850,000.00');
    expect(screen.getByRole('meter', { name: 'Liability cap' }).getAttribute('aria-valuenow')).toBe(
      '85',
    );
    const table = screen.getByRole('table', { name: 'Exposure' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('07-42')).toBeTruthy();
    expect(screen.getByText(/refreshed every 5 seconds/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Bet type'), 'de');
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/exposure')).at(-1)?.query).toEqual({
        limit: '200',
        betKind: 'de',
      }),
    );
    const before = calls.filter((c) => c.path.endsWith('/exposure')).length;
    await waitFor(
      () =>
        expect(calls.filter((c) => c.path.endsWith('/exposure')).length).toBeGreaterThan(before),
      { timeout: 8_000 },
    );
  }, 15_000);

  it("shows a drawn draw's settlement progress and totals", async () => {
    const draw = buildDraw({
      state: 'drawn',
      sheet: NORTH_SHEET,
      enteredBy: 'lottery02',
      confirmedBy: 'lottery01',
    });
    const { calls } = await renderConsole(drawPath(draw), {
      role: 'lottery',
      routes: {
        ...routesFor(draw),
        'POST /lottery/settle': { settled: 1, refunded: 0, left: 0, draws: [draw.drawId] },
      },
    });
    expect((await screen.findByTestId('settlement-progress')).textContent).toMatch(
      '3 of 4 tickets settled',
    );
    expect(screen.getByTestId('settlement-paid').textContent).toMatch('90.00');
    expect(screen.getByTestId('settlement-ggr').textContent).toMatch('60.00');
    expect(screen.getByText('Entered by lottery02, confirmed by lottery01.')).toBeTruthy();
    expect(screen.getByText(/Sales are closed: these figures no longer change\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Settle now' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/lottery/settle')).toBe(true),
    );
  });
});

describe('fair seeds', () => {
  const seed = 'ab'.repeat(32);
  const fast = (drawId: string, overrides: Partial<OperatorDraw> = {}) =>
    buildDraw({
      drawId,
      gameCode: 'vnf5',
      kind: 'fast',
      numero: drawId.slice(5),
      state: 'settled',
      seed,
      seedHash: fairSeedHash(seed),
      sheet: drawSheet(seed, drawId, 'north') as OperatorDraw['sheet'],
      ...overrides,
    });

  it('lists fast draws only and checks sha256(seed) = hash and the sheet in the browser', async () => {
    const good = fast('vnf5-20261128-100');
    const forged = fast('vnf5-20261128-101', { seedHash: fairSeedHash('cd'.repeat(32)) });
    const pending = fast('vnf5-20261128-102', {
      state: 'open',
      seed: null,
      seedHash: fairSeedHash('ef'.repeat(32)),
      sheet: null,
    });
    const { calls } = await renderConsole('/lottery/seeds', {
      role: 'viewer',
      routes: { 'GET /lottery/draws': page([good, forged, pending]) },
    });
    const table = await screen.findByRole('table', { name: 'Fair seeds' });
    await within(table).findByText(good.seedHash!);
    expect(calls.find((c) => c.path === '/lottery/draws')?.query).toMatchObject({
      kind: 'fast',
      state: 'settled',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByText('Matches')).toHaveLength(2);
    expect(within(rows[1]!).getAllByText('Does not match').length).toBeGreaterThan(0);
    expect(within(rows[2]!).getByText('Revealed once the draw is final')).toBeTruthy();
  });
});

describe('lottery settings', () => {
  const settings: OperatorLotteryLimits = {
    cutoffMinutes: 15,
    fastCutoffSeconds: 10,
    minUnitStake: 1,
    maxMultiplier: 1000,
    maxStakePerNumber: 10_000,
    liabilityCap: 1_000_000,
    prizeMode: 'Lott',
  };

  it('the lottery desk changes them with the shared schema', async () => {
    const { calls } = await renderConsole('/lottery/settings', {
      role: 'lottery',
      routes: {
        'GET /lottery/settings': settings,
        'PUT /lottery/settings': ({ body }: { body: unknown }) => body,
      },
    });
    const cutoff = await screen.findByLabelText(/Traditional cut-off/);
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Check this value')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '20');
    const cap = screen.getByLabelText(/Liability cap per draw/);
    await userEvent.clear(cap);
    await userEvent.type(cap, '2500000.50');
    await userEvent.selectOptions(screen.getByLabelText('Prize mode'), 'ZY');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...settings,
        cutoffMinutes: 20,
        liabilityCap: '2500000.50',
        prizeMode: 'ZY',
      }),
    );
    await screen.findByText('Lottery settings saved');
  });

  it('finance reads them but cannot change them', async () => {
    await renderConsole('/lottery/settings', {
      role: 'finance',
      routes: { 'GET /lottery/settings': settings },
    });
    const cutoff = await screen.findByLabelText(/Traditional cut-off/);
    expect(cutoff.closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByText('Your role can read these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});

describe('in Simplified Chinese', () => {
  it('shows the two-person rule and the game in the console’s language', async () => {
    const draw = buildDraw({ state: 'entered', sheet: NORTH_SHEET, enteredBy: 'lottery02' });
    await renderConsole(drawPath(draw), { role: 'lottery', routes: routesFor(draw) });
    await screen.findByTestId('two-person');
    await changeLanguage('zh');
    try {
      await screen.findByRole('heading', { name: '越南北部 · 2026-11-28' });
      expect(screen.getByTestId('two-person').textContent).toMatch(
        '结果已由 lottery02 录入：等待本组另一位同事复核。',
      );
      expect(screen.getByRole('button', { name: '复核结果' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
