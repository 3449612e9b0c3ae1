import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { agentContracts, node } from './agency-fixtures';

const agent = node(5, { type: 1, directCount: 1, teamSize: 2, contracts: ['daily'] });
const other = node(9, { type: 1, account: 'boss9' });

const routes = {
  'GET /agency/node': ({ url }: { url: URL }) =>
    url.searchParams.get('account')
      ? { node: other, path: [], from: '2026-11-22', to: '2026-11-28' }
      : { node: agent, path: [], from: '2026-11-22', to: '2026-11-28' },
  'GET /contracts/agent': agentContracts(),
};

describe('an agent’s page', () => {
  it('shows its contracts with their terms and states, and its requests', async () => {
    await renderConsole('/agency/agents/5', { role: 'viewer', routes });
    const contracts = await screen.findByRole('table', { name: 'Contracts' }, { timeout: 12_000 });
    const rows = within(contracts).getAllByRole('row');
    expect(within(rows[1]!).getByText('Running')).toBeTruthy();
    expect(within(rows[1]!).getByText('Platform')).toBeTruthy();
    expect(within(rows[1]!).getByText(/rate 1.5%/)).toBeTruthy();
    expect(within(rows[2]!).getByText('Ended')).toBeTruthy();
    expect(within(rows[2]!).getByText('holder moved')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Contract requests' })).toBeTruthy();
    // A viewer reads; it changes nothing.
    expect(screen.queryByRole('button', { name: 'Move team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  });

  it('moves the team after showing the contracts the move ends', async () => {
    const { calls } = await renderConsole('/agency/agents/5', {
      role: 'agency',
      routes: {
        ...routes,
        'GET /agency/move/preview': {
          member: { id: 5, account: 'agent5' },
          upline: { id: 9, account: 'boss9' },
          changes: true,
          teamSize: 2,
          contractsEnding: [
            { contractId: 31, kind: 'daily', holder: { id: 5, account: 'agent5' } },
            { contractId: 33, kind: 'dividend', holder: { id: 6, account: 'agent6' } },
          ],
        },
        'POST /agency/move': { memberId: 5, account: 'agent5', upline: 'boss9', contractsEnded: 2 },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move team' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/New upline account/), 'boss9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check what it ends' }));
    expect(await within(dialog).findByText('This move ends 2 contracts:')).toBeTruthy();
    expect(within(dialog).getByText(/#33 · Dividend · agent6/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/agency/move/preview')?.query).toEqual({
      memberId: '5',
      uplineId: '9',
    });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Team asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/agency/move',
        body: { memberId: 5, uplineId: 9, reason: 'Team asked' },
      }),
    );
    expect(await screen.findByText('Moved agent5; 2 contracts ended')).toBeTruthy();
  });

  it('shows the server’s refusal of the preview in the dialog', async () => {
    await renderConsole('/agency/agents/5', {
      role: 'agency',
      routes: {
        ...routes,
        'GET /agency/move/preview': {
          error: { status: 409, errorCode: 'AGENCY_CYCLE', message: 'Not under its own downline' },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move team' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/New upline account/), 'boss9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check what it ends' }));
    expect(await within(dialog).findByText('Not under its own downline')).toBeTruthy();
  });

  it('answers a top-level agent’s request and ends its top-level contract', async () => {
    const { calls } = await renderConsole('/agency/agents/5', {
      role: 'agency',
      routes: {
        ...routes,
        'POST /contracts/requests/answer': { contract: null, request: null, terminated: [] },
        'PUT /contracts/top-level': { contract: null, terminated: [{ contractId: 32 }] },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject' }, { timeout: 12_000 }),
    );
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Keep it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/contracts/requests/answer')?.body).toEqual({
        requestId: 71,
        approve: false,
        reason: 'Keep it',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'End' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Agreement over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/contracts/top-level')).toMatchObject({
        method: 'PUT',
        body: { kind: 'daily', agentId: 5, terms: null, reason: 'Agreement over' },
      }),
    );
  });
});
