import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';

const line = (
  id: number,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
) => ({
  id,
  staffId: 3,
  staffUsername: 'risk01',
  action,
  target,
  details,
  ip: '192.0.2.10',
  createdAt: '2030-03-10T08:00:00.000Z',
});

const routes = {
  'GET /audit': {
    list: [
      line(2, 'member.lock', 'member:42', { reason: 'chargeback', until: null }),
      line(1, 'banner.update', 'banner:7'),
    ],
    page: 1,
    pageSize: 25,
    total: 2,
  },
  'GET /audit/actions': { list: ['banner.update', 'member.lock', 'member.note'] },
};

describe('the audit screen', () => {
  it('shows lines with site times, a link to the member, and details that open', async () => {
    await renderConsole('/audit', { role: 'risk', routes });
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const link = await within(table).findByRole('link', { name: 'member:42' });
    expect(link.getAttribute('href')).toBe('/members/42');
    expect(within(table).getAllByText('2030-03-10 16:00:00').length).toBe(2);
    await userEvent.click(within(table).getByText('2 fields'));
    expect(within(table).getByText(/"reason": "chargeback"/)).toBeTruthy();
  });

  it('filters by a family of actions and by days, kept in the address', async () => {
    const { calls, router } = await renderConsole('/audit', { role: 'viewer', routes });
    await screen.findByText('member:42');
    const select = screen.getByLabelText('Action');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Every member action' })).toBeTruthy(),
    );
    await userEvent.selectOptions(select, 'member.*');
    await waitFor(() => expect(router.state.location.search).toContain('action=member.*'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/audit' && call.query.action === 'member.*')).toBe(
        true,
      ),
    );
    await userEvent.type(screen.getByLabelText('From day'), '2030-03-01');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/audit' && call.query.from === '2030-03-01')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('is not open to a role without audit.read, nor in its menu', async () => {
    await renderConsole('/audit', { role: 'content', routes });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
  });
});

const report = (chain: 'ledger' | 'staff_audit', ok: boolean) => ({
  chain,
  ok,
  rows: ok ? 1200 : 41,
  headRowId: 1200,
  headHash: 'a'.repeat(64),
  unlinked: chain === 'ledger' ? 3 : 0,
  firstBreak: ok
    ? null
    : {
        rowId: 42,
        previousRowId: 41,
        expected: 'b'.repeat(64),
        stored: 'c'.repeat(64),
        reason: 'hash',
      },
});
const chainStatus = (state: 'queued' | 'done' | 'failed', reports: unknown[] | null) => ({
  chains: ['ledger', 'staff_audit'].map((chain) => ({
    chain,
    headRowId: 1200,
    headHash: 'a'.repeat(64),
    lastCheckpoint: {
      id: 7,
      rowId: 1190,
      hash: 'd'.repeat(64),
      createdAt: '2030-03-10T00:00:00.000Z',
    },
  })),
  lastRun: {
    id: 3,
    state,
    requestedAt: '2030-03-10T08:00:00.000Z',
    finishedAt: state === 'queued' ? null : '2030-03-10T08:00:05.000Z',
    reports,
  },
  publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n',
});

describe('the audit integrity screen', () => {
  it('shows each chain with the first bad row, and verify now queues a run', async () => {
    let queued = false;
    const { calls } = await renderConsole('/audit/integrity', {
      role: 'risk',
      routes: {
        'GET /audit/verify': () =>
          queued
            ? chainStatus('queued', null)
            : chainStatus('failed', [report('ledger', true), report('staff_audit', false)]),
        'POST /audit/verify': () => {
          queued = true;
          return { id: 4 };
        },
      },
    });
    expect(await screen.findByText('Whole: 1200 rows')).toBeTruthy();
    expect(screen.getByText('3 transfers waiting to be linked')).toBeTruthy();
    expect(screen.getByText('Broken at row 42')).toBeTruthy();
    expect(screen.getByText('A chain is broken')).toBeTruthy();
    expect(screen.getAllByText(/#7 · 2030-03-10 08:00:00/).length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/audit/verify')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Running…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is not open to a role without audit.verify', async () => {
    await renderConsole('/audit/integrity', { role: 'viewer', routes });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit integrity' })).toBeNull();
  });
});
