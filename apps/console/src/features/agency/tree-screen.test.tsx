import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { level, node } from './agency-fixtures';

const top = node(5, { type: 1, directCount: 1, teamSize: 2, contracts: ['daily'] });
const sub = node(6, { uplineId: 5, directCount: 1, teamSize: 1 });
const player = node(7, { type: 0, uplineId: 6 });

const treeRoutes = {
  'GET /agency/tree': ({ url }: { url: URL }) => {
    const parentId = url.searchParams.get('parentId');
    if (parentId === '5') return level([sub], top);
    if (parentId === '6') return level([player], sub);
    return level([top]);
  },
};

describe('the agency tree', () => {
  it('shows the top level with its figures and loads a level only when it is opened', async () => {
    const { calls } = await renderConsole('/agency/tree', { role: 'viewer', routes: treeRoutes });
    const tree = await screen.findByRole('tree', { name: 'Agency tree' }, { timeout: 12_000 });
    const item = await within(tree).findByRole('treeitem', { name: 'agent5' });
    expect(within(item).getByText('General agent')).toBeTruthy();
    expect(within(item).getByText('250.50')).toBeTruthy();
    expect(within(item).getByText('Daily salary')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/agency/tree')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show downlines of agent5' }));
    expect(await within(tree).findByRole('treeitem', { name: 'agent6' })).toBeTruthy();
    expect(calls.find((call) => call.query.parentId === '5')).toMatchObject({
      query: { parentId: '5', page: '1', pageSize: '50' },
    });
    expect(calls.some((call) => call.query.parentId === '6')).toBe(false);
  });

  it('jumps to a searched account, opening its uplines', async () => {
    const { calls } = await renderConsole('/agency/tree?from=2026-11-01&to=2026-11-28', {
      role: 'agency',
      routes: {
        ...treeRoutes,
        'GET /agency/node': {
          node: player,
          path: [
            { id: 5, account: 'agent5', type: 1 },
            { id: 6, account: 'agent6', type: 2 },
          ],
          from: '2026-11-01',
          to: '2026-11-28',
        },
      },
    });
    await screen.findByRole('treeitem', { name: 'agent5' }, { timeout: 12_000 });
    await userEvent.type(screen.getByLabelText('Find account'), 'AGENT7');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Found agent7')).toBeTruthy();
    expect(calls.find((call) => call.path === '/agency/node')?.query).toEqual({
      account: 'AGENT7',
      from: '2026-11-01',
      to: '2026-11-28',
    });
    // Both uplines open, so the member shows in place.
    expect(await screen.findByRole('treeitem', { name: 'agent7' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.query.parentId === '6')).toBe(true));
  });

  it('says when no member has the account', async () => {
    await renderConsole('/agency/tree', {
      role: 'viewer',
      routes: {
        ...treeRoutes,
        'GET /agency/node': { error: { status: 404, errorCode: 'AGENCY_MEMBER_NOT_FOUND' } },
      },
    });
    await screen.findByRole('treeitem', { name: 'agent5' }, { timeout: 12_000 });
    await userEvent.type(screen.getByLabelText('Find account'), 'ghost{Enter}');
    expect(await screen.findByText('No member with that account')).toBeTruthy();
  });

  it('refuses a role without agency.read and hides the agency menu from it', async () => {
    const { calls } = await renderConsole('/agency/tree', { role: 'cs', routes: treeRoutes });
    expect(
      await screen.findByText('Your role cannot open this page', {}, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Agency tree' })).toBeNull();
    expect(calls.some((call) => call.path === '/agency/tree')).toBe(false);
  });
});
