import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';

const entry = {
  id: 41,
  staffId: 2,
  staffUsername: 'risk01',
  action: 'member.lock',
  target: 'member:77',
  details: { reason: 'chargeback' },
  ip: '203.0.113.9',
  createdAt: '2026-11-28T02:00:00.000Z',
};
const routes = {
  'GET /audit': { list: [entry], page: 1, pageSize: 25, total: 1 },
  'GET /audit/actions': { list: ['member.lock', 'staff.login'] },
};

describe('the audit trail screen', () => {
  it('shows who did what to whom, in site time, linking a member target to the member', async () => {
    await renderConsole('/audit', { role: 'viewer', routes });
    expect(await screen.findByText('member.lock', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText('2026-11-28 10:00:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'member:77' }).getAttribute('href')).toBe(
      '/members/77',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText(/chargeback/)).toBeTruthy();
  });

  it('filters by action and target through the URL and the call', async () => {
    const { calls, router } = await renderConsole('/audit', { role: 'admin', routes });
    await screen.findByText('member.lock', { selector: 'code' });
    await userEvent.selectOptions(await screen.findByLabelText('Action'), 'member.lock');
    await userEvent.type(screen.getByLabelText('Target'), 'member:*{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?action=member.lock&target=member%3A*'),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/audit').at(-1)?.query).toMatchObject({
        action: 'member.lock',
        target: 'member:*',
      }),
    );
  });

  it('is not open to a role without audit.read', async () => {
    await renderConsole('/audit', { role: 'content', routes });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
  });
});
