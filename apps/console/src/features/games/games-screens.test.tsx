import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorGame, OperatorVendor } from '@portal/shared/schemas/games-operator';
import { renderConsole } from '../../../test/render';
// Loaded with the file, so the lazy screens' first render does not wait for their transform.
import './games-screen';
import './vendors-screen';

let sequence = 0;
function buildGame(overrides: Partial<OperatorGame> = {}): OperatorGame {
  sequence += 1;
  return {
    id: sequence,
    nodeId: `AURORA-RNG-${String(sequence).padStart(3, '0')}`,
    category: 'RNG',
    vendor: 'AURORA',
    vendorTitle: 'Aurora Gaming',
    gameCode: `aurora_rng_${sequence}`,
    kind: 'GAME',
    classify: null,
    name: `Golden Dragon ${sequence}`,
    names: { EN: `Golden Dragon ${sequence}`, CN: `黄金龙 ${sequence}` },
    minBet: 0.1,
    minLineNum: 20,
    isHot: false,
    isNew: false,
    maintenance: false,
    enabled: true,
    vendorMaintenance: false,
    vendorEnabled: true,
    sort: sequence,
    updatedAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}

function buildVendor(overrides: Partial<OperatorVendor> = {}): OperatorVendor {
  sequence += 1;
  return {
    id: sequence,
    category: 'RNG',
    code: 'AURORA',
    title: 'Aurora Gaming',
    maintenance: false,
    enabled: true,
    sort: 1,
    isHot: true,
    walletMode: 'seamless',
    provider: 'house',
    games: 30,
    updatedAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}

const page = <T,>(list: T[]) => ({ list, page: 1, pageSize: 25, total: list.length });
const dragon = buildGame({ name: 'Golden Dragon', isHot: true });
const live = buildGame({ name: 'Lotus Roulette', category: 'LIVE', vendorTitle: 'Lotus Live' });
const aurora = buildVendor();
const thunder = buildVendor({ code: 'THUNDERPEAK', title: 'Thunder Peak', maintenance: true });
const routes = {
  'GET /games': page([dragon, live]),
  'GET /games/vendors': page([aurora, thunder]),
};

describe('the game catalogue', () => {
  it('searches and filters on the server, keeping the list state in the URL', async () => {
    const { calls, router } = await renderConsole('/games?category=RNG', {
      role: 'viewer',
      routes,
    });
    await screen.findByText('Golden Dragon');
    await userEvent.type(screen.getByLabelText('Search'), 'drag{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hot' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'New' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/games').at(-1)?.query).toEqual({
        page: '1',
        pageSize: '25',
        sort: 'sort',
        category: 'RNG',
        q: 'drag',
        flags: 'hot,new',
      }),
    );
    expect(router.state.location.search).toContain('flags=hot%2Cnew');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows a viewer the flags without switches or edit buttons', async () => {
    await renderConsole('/games', { role: 'viewer', routes });
    const row = (await screen.findByText('Golden Dragon')).closest('tr')!;
    expect(within(row).getByText('Hot')).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit Golden Dragon' })).toBeNull();
  });

  it('toggles a flag inline with the call the server audits', async () => {
    const { calls } = await renderConsole('/games', {
      role: 'admin',
      routes: { ...routes, 'PUT /games/:id': { ...dragon, maintenance: true } },
    });
    await screen.findByText('Golden Dragon');
    const maintenance = screen.getByRole('switch', { name: 'Maintenance of Golden Dragon' });
    expect(maintenance.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(maintenance);
    expect(await screen.findByText('Golden Dragon: Maintenance on')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Hot of Golden Dragon' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: `/games/${dragon.id}`, body: { maintenance: true } }),
      expect.objectContaining({ path: `/games/${dragon.id}`, body: { isHot: false } }),
    ]);
  });

  it('shows the server’s refusal of a toggle', async () => {
    await renderConsole('/games', {
      role: 'admin',
      routes: {
        ...routes,
        'PUT /games/:id': {
          error: {
            status: 403,
            errorCode: 'STAFF_FORBIDDEN',
            message: 'Your role cannot do this.',
          },
        },
      },
    });
    await screen.findByText('Golden Dragon');
    await userEvent.click(screen.getByRole('switch', { name: 'New of Golden Dragon' }));
    expect(await screen.findByText('Your role cannot do this.')).toBeTruthy();
  });

  it('edits a slot game’s minimum bet, classify and order', async () => {
    const { calls } = await renderConsole('/games', {
      role: 'admin',
      routes: { ...routes, 'PUT /games/:id': { ...dragon, minBet: 0.5, classify: 'JP', sort: 3 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Golden Dragon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden Dragon' });
    const minBet = within(dialog).getByLabelText('Minimum bet');
    expect(minBet).toHaveProperty('value', '0.10');
    await userEvent.clear(minBet);
    await userEvent.type(minBet, '0.5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Classify'), 'JP');
    const order = within(dialog).getByLabelText('Order');
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Golden Dragon saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      minBet: '0.5',
      classify: 'JP',
      sort: 3,
    });
  });

  it('offers no classify for a game outside the slots', async () => {
    await renderConsole('/games', { role: 'admin', routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lotus Roulette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lotus Roulette' });
    expect(within(dialog).queryByLabelText('Classify')).toBeNull();
    expect(within(dialog).getByText('Only slot games have a classify tab.')).toBeTruthy();
  });
});

describe('the game vendors', () => {
  it('puts one category’s vendor row under maintenance and saves its order', async () => {
    const { calls } = await renderConsole('/games/vendors', {
      role: 'admin',
      routes: { ...routes, 'PUT /games/vendors/:code': [{ ...aurora, maintenance: true }] },
    });
    await screen.findByText('Aurora Gaming');
    await userEvent.click(screen.getByRole('switch', { name: 'Maintenance of AURORA (Slots)' }));
    expect(await screen.findByText('AURORA (Slots): Maintenance on')).toBeTruthy();
    const order = screen.getByLabelText('Order of AURORA in Slots');
    await userEvent.clear(order);
    await userEvent.type(order, '5{Enter}');
    expect(await screen.findByText('AURORA: order 5')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/games/vendors/AURORA',
        body: { category: 'RNG', maintenance: true },
      }),
      expect.objectContaining({
        path: '/games/vendors/AURORA',
        body: { category: 'RNG', sort: 5 },
      }),
    ]);
  });

  it('shows a viewer the vendors read-only', async () => {
    await renderConsole('/games/vendors', { role: 'viewer', routes });
    const row = (await screen.findByText('Thunder Peak')).closest('tr')!;
    expect(within(row).getByText('Maintenance')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText('Order of AURORA in Slots')).toBeNull();
  });

  it('is closed to a role without games.read', async () => {
    await renderConsole('/games/vendors', { role: 'finance', routes });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
  });
});
