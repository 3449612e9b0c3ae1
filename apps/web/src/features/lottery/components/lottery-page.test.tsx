import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { FAVOURITES_KEY } from '../favourites';
import { fastResult, gameMenu, openNumero, ticket } from '../test-data';
import { LotteryPage } from './lottery-page';
import { ResultBoard } from './result-board';

const PLACE = '/lotto/lgw/tickets';

function renderPage({
  username = 'alice',
  extra = {},
}: { username?: string | null; extra?: Record<string, ApiHandler> } = {}) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /lgw/vn/games/game_menu': () => gameMenu(),
    'GET /lgw/vn/games/game_menu/recent': () => ({ list: [] }),
    'GET /lotto/lgw/games/opened/numero': () => openNumero(),
    'GET /lgw/vn/numeros/opened/game': () => ({ gameCode: 'vnf1', list: [fastResult()] }),
    'GET /lotto/lgw/tickets': () => ({ list: [], page: 1, pageSize: 10, total: 0, totalPages: 0 }),
    ...extra,
  });
  const view = renderWithProviders(
    <LotteryPage signedIn={username !== null} username={username} onLogin={() => {}} />,
    { route: '/lottery?gameCode=vnf1&playType=lo' },
  );
  return { fetchMock, ...view };
}

async function pickLo2(numbers: string[]) {
  const grid = await screen.findByRole('group', { name: 'Numbers' });
  for (const number of numbers) fireEvent.click(within(grid).getByRole('button', { name: number }));
}

function setStake(unit: string, multiplier: string) {
  fireEvent.change(screen.getByLabelText('Unit stake'), { target: { value: unit } });
  fireEvent.change(screen.getByLabelText('Multiplier'), { target: { value: multiplier } });
}

/** Places the slip's ticket through the confirm step. */
async function placeAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Place ticket' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your ticket' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and place' }));
}

afterEach(cleanup);

describe('LotteryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('computes the cost and maximum payout of a lô 2 số ticket of 2 numbers', async () => {
    renderPage();
    await pickLo2(['05', '12']);
    setStake('1', '2');
    // Elott North: a lô point costs 27 and pays 97 per occurrence over 27 positions.
    // Cost 1.00 x 2 x 2 lines x 27 = 108.00; most: 2.00 x 27 x 97 = 5,238.00.
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getByTestId('slip-lines').textContent).toBe('2 lines');
    expect(within(slip).getByTestId('slip-cost').textContent).toBe('RM 108.00');
    expect(within(slip).getByTestId('slip-max-payout').textContent).toBe('RM 5,238.00');
    expect(within(slip).getByTestId('slip-odds').textContent).toContain('97');
  });

  it('adds a pasted list of numbers and names the invalid entries', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Numbers' });
    fireEvent.change(screen.getByLabelText('Paste numbers (2 digits each)'), {
      target: { value: '05, 12 7\nabc;99  123,05' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add numbers' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Not numbers of 2 digits, left out: 7, abc, 123',
    );
    const grid = screen.getByRole('group', { name: 'Numbers' });
    for (const number of ['05', '12', '99']) {
      expect(within(grid).getByRole('button', { name: number }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
    expect(screen.getByTestId('slip-lines').textContent).toBe('3 lines');
  });

  it('confirms a ticket with its lines, total cost and largest payout before posting it', async () => {
    const { fetchMock } = renderPage({ extra: { [`POST ${PLACE}`]: () => ticket() } });
    await pickLo2(['12', '05']);
    setStake('1', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Place ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your ticket' });
    expect(bodiesSentTo(fetchMock, 'POST', PLACE)).toHaveLength(0);
    expect(within(dialog).getByTestId('confirm-line-count').textContent).toBe('2 lines');
    const lines = within(dialog).getByRole('list', { name: 'Lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['05', '12']);
    expect(within(dialog).getByTestId('confirm-cost').textContent).toBe('RM 108.00');
    expect(within(dialog).getByTestId('confirm-max-payout').textContent).toBe('RM 5,238.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST', PLACE)).toHaveLength(0);

    await placeAndConfirm();
    expect((await screen.findByRole('status')).textContent).toContain('T-000123');
    expect(bodiesSentTo(fetchMock, 'POST', PLACE)).toHaveLength(1);
  });

  it('places with one tap once the member skips the confirmation, and remembers it', async () => {
    const { fetchMock, unmount } = renderPage({ extra: { [`POST ${PLACE}`]: () => ticket() } });
    await pickLo2(['07']);
    expect(screen.getByTestId('slip-lines').textContent).toBe('1 line');
    fireEvent.click(screen.getByRole('checkbox', { name: /one tap/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place ticket' }));
    expect((await screen.findByRole('status')).textContent).toContain('T-000123');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', PLACE)).toHaveLength(1);
    unmount();

    renderPage();
    expect(await screen.findByRole('checkbox', { name: /one tap/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('posts the ticket, keeps the requestId for a retry, and shows the ticket number', async () => {
    let attempts = 0;
    const { fetchMock } = renderPage({
      extra: {
        [`POST ${PLACE}`]: () => {
          attempts += 1;
          return attempts === 1 ? new ApiFailure('SYSTEM_ERROR', 500) : ticket();
        },
      },
    });
    await pickLo2(['12', '05']);
    setStake('1', '2');
    await placeAndConfirm();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await placeAndConfirm();
    expect((await screen.findByRole('status')).textContent).toContain('T-000123');

    const bodies = bodiesSentTo(fetchMock, 'POST', PLACE);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      drawId: 'vnf1-20261126-0600',
      selection: { kind: 'lo2', numbers: ['05', '12'] },
      unitStake: '1',
      multiplier: 2,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
  });

  it('shows the next draw when the draw closed early, and places the same picks there', async () => {
    let opened = 0;
    const { fetchMock } = renderPage({
      extra: {
        'GET /lotto/lgw/games/opened/numero': () => {
          opened += 1;
          const value = openNumero();
          if (opened === 1) return value;
          return {
            ...value,
            draw: { ...value.draw!, drawId: 'vnf1-20261126-0601', numero: '20261126-0601' },
          };
        },
        [`POST ${PLACE}`]: (body) =>
          (body as { drawId: string }).drawId === 'vnf1-20261126-0600'
            ? new ApiFailure('LOTTERY_DRAW_CLOSED', 409)
            : ticket(),
      },
    });
    await pickLo2(['12', '05']);
    setStake('1', '2');
    await placeAndConfirm();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('draw-numero').textContent).toBe('20261126-0601'),
    );
    await placeAndConfirm();
    expect((await screen.findByRole('status')).textContent).toContain('T-000123');
    const bodies = bodiesSentTo(fetchMock, 'POST', PLACE);
    expect(bodies.map((body) => body.drawId)).toEqual(['vnf1-20261126-0600', 'vnf1-20261126-0601']);
  });

  it('keeps favourites in LOTTFAV per username', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ bob: ['vn-mb'] }));
    const { unmount } = renderPage({ username: 'alice' });
    const star = await screen.findByRole('button', { name: 'Favourite: Fast Lottery 1 min' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({
      bob: ['vn-mb'],
      alice: ['vnf1'],
    });
    expect(screen.getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    unmount();

    renderPage({ username: 'bob' });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'Favourite: Fast Lottery 1 min' })[0]!
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(
      screen
        .getAllByRole('button', { name: 'Favourite: Northern Vietnam' })[0]!
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks a visitor to log in instead of showing the slip', async () => {
    renderPage({ username: null });
    expect(
      await screen.findByText('Log in to bet on this draw and see your tickets.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    expect(await screen.findByTestId('result-board')).toBeTruthy();
  });
});

describe('ResultBoard', () => {
  it('verifies a fast draw drawn by drawSheet with its seed', () => {
    renderWithProviders(<ResultBoard result={fastResult()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Verified/);
  });

  it('does not verify a tampered sheet', () => {
    const honest = fastResult();
    const special = honest.sheet.special![0]!;
    const tampered = special.slice(0, -1) + String((Number(special.slice(-1)) + 1) % 10);
    renderWithProviders(
      <ResultBoard result={{ ...honest, sheet: { ...honest.sheet, special: [tampered] } }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Not verified/);
  });
});
