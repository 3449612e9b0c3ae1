import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@portal/shared/schemas/operator-members';
import { renderConsole } from '../../../test/render';

const row = (id: number, overrides: Partial<MemberRow> = {}): MemberRow => ({
  id,
  username: `ali${id}`,
  nickname: `ali${id}`,
  type: 0,
  status: 'active',
  vipLevel: 2,
  currency: 'MYR',
  dialingCode: '60',
  mobile: '123456789',
  email: `ali${id}@example.com`,
  realName: 'Ali Bin Abu',
  registeredAt: '2026-11-01T02:00:00.000Z',
  lastLoginAt: '2026-11-27T12:00:00.000Z',
  lastLoginIp: '10.1.2.3',
  ...overrides,
});

const page = { list: [row(7), row(8, { status: 'locked' })], page: 1, pageSize: 25, total: 2 };

describe('the member search', () => {
  it('searches by the chosen field, keeps the search in the URL and shows the rows', async () => {
    const { calls, router } = await renderConsole('/members', {
      role: 'cs',
      routes: { 'GET /members': page },
    });
    // The first render loads the screen's chunk: slow on a busy machine.
    expect(await screen.findByRole('link', { name: 'ali7' }, { timeout: 12_000 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByText('Locked')).toBeTruthy();
    expect(within(table).getAllByText('+60 123456789')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Search by'), 'phone');
    await userEvent.type(screen.getByLabelText('Search'), '0123{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?by=phone&q=0123'));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: '/members',
        query: { by: 'phone', q: '0123', sort: '-id', page: '1', pageSize: '25' },
      }),
    );
  });

  it('opens a member page from a row', async () => {
    const { router } = await renderConsole('/members?q=ali', {
      role: 'viewer',
      routes: {
        'GET /members': page,
        'GET /members/:id': { error: { status: 404, errorCode: 'MEMBER_NOT_FOUND' } },
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'ali8' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/8'));
  });

  it('refuses a role without members.read, and hides the menu entries from it', async () => {
    const { calls } = await renderConsole('/members', {
      role: 'content',
      routes: { 'GET /members': page },
    });
    expect(await screen.findByText('Your role cannot open this page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Balance adjustments' })).toBeNull();
    expect(calls.some((call) => call.path === '/members')).toBe(false);
  });

  it('offers the whole filtered list as CSV', async () => {
    const exported: string[] = [];
    await renderConsole('/members?by=email&q=ali', {
      role: 'viewer',
      routes: { 'GET /members': page },
    });
    await screen.findByRole('link', { name: 'ali7' });
    const fetchStub = globalThis.fetch;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (String(input).includes('format=csv')) {
        exported.push(String(input));
        return new Response('ID\r\n', {
          headers: { 'content-disposition': 'attachment; filename="members.csv"' },
        });
      }
      return fetchStub(input, init);
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:members';
    URL.revokeObjectURL = () => {};
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const url = new URL(exported[0]!, 'http://console.test');
    expect(url.pathname).toBe('/wps/operator/members');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      by: 'email',
      q: 'ali',
      sort: '-id',
      format: 'csv',
    });
  });
});
