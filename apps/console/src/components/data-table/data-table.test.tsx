import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render';
import type { ConsoleFeature } from '../../app/feature';
import { features } from '../../app/features';
import { csvUrl, useOperatorList } from '../../api/lists';
import { FilterText } from '../form/fields';
import { DataTable, type TableColumn } from './data-table';
import { useListState } from './list-state';

interface Row {
  id: number;
  username: string;
  balance: number;
}

const columns: TableColumn<Row>[] = [
  { accessorKey: 'username', header: 'Username', meta: { sort: 'username' } },
  { accessorKey: 'balance', header: 'Balance', meta: { numeric: true } },
];

function MembersList() {
  const list = useListState(['q', 'locked'] as const);
  const query = useOperatorList<Row>('/members', list.query);
  return (
    <DataTable
      label="Members"
      columns={columns}
      query={query}
      list={list}
      getRowId={(row) => String(row.id)}
      csv={{ url: csvUrl('/members', list.query), name: 'members' }}
      toolbar={
        <>
          <FilterText
            label="Search"
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <label>
            <input
              type="checkbox"
              checked={list.filters.locked === '1'}
              onChange={(event) => list.setFilters({ locked: event.target.checked ? '1' : '' })}
            />
            Locked
          </label>
        </>
      }
    />
  );
}

const listFeature: ConsoleFeature = {
  id: 'listTest',
  routes: [
    {
      path: 'list-test',
      screen: lazy(async () => ({ default: MembersList })),
      permission: 'members.read',
    },
  ],
  nav: [],
  locales: { en: {}, zh: {} },
};

const rows = (page: number): Row[] =>
  Array.from({ length: page === 3 ? 10 : 25 }, (_, i) => ({
    id: (page - 1) * 25 + i + 1,
    username: `member${(page - 1) * 25 + i + 1}`,
    balance: 10.5,
  }));

function answerPage({ url }: { url: URL }) {
  const page = Number(url.searchParams.get('page') ?? 1);
  return { list: rows(page), page, pageSize: 25, total: 60 };
}

describe('a console list', () => {
  it('reads its page, sort and filters from the URL and asks the server for exactly those', async () => {
    const { calls } = await renderConsole('/list-test?page=2&sort=-username&q=ali', {
      features: [...features, listFeature],
      routes: { 'GET /members': answerPage },
    });
    expect(await screen.findByText('member26')).toBeTruthy();
    const call = calls.find((c) => c.path === '/members');
    expect(call?.query).toEqual({ page: '2', pageSize: '25', sort: '-username', q: 'ali' });
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Username/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('keeps paging, sorting and a new filter in the URL, a filter starting again at page 1', async () => {
    const { router } = await renderConsole('/list-test', {
      features: [...features, listFeature],
      routes: { 'GET /members': answerPage },
    });
    await screen.findByText('member1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('member26');
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Username/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=username'));

    await userEvent.type(screen.getByLabelText('Search'), 'bob{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=username&q=bob'));
  });

  it('shows the amounts right-aligned and says when nothing matches', async () => {
    await renderConsole('/list-test?q=nobody', {
      features: [...features, listFeature],
      routes: { 'GET /members': { list: [], page: 1, pageSize: 25, total: 0 } },
    });
    expect(await screen.findByText('No rows match these filters')).toBeTruthy();
  });

  it('exports the filtered list as CSV without paging', async () => {
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const { calls } = await renderConsole('/list-test?q=ali&page=2', {
      features: [...features, listFeature],
      routes: { 'GET /members': answerPage },
    });
    await screen.findByText('member26');
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementationOnce(
      async () =>
        new Response('\uFEFFUsername\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="members-2026-11-28.csv"',
          },
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const exportCall = fetchMock.mock.calls.at(-1)?.[0] as string;
    expect(exportCall).toBe('/wps/operator/members?q=ali&format=csv');
    expect(calls.length).toBeGreaterThan(0);
  });

  it('keeps a filter ticked right after a search applied with Enter', async () => {
    const { router } = await renderConsole('/list-test', {
      features: [...features, listFeature],
      routes: { 'GET /members': answerPage },
    });
    await screen.findByText('member1');
    await userEvent.type(screen.getByLabelText('Search'), 'ali{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ali&locked=1'));
    // The search's typing timer (300 ms, set before Enter) would have fired by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?q=ali&locked=1');
  });
});
