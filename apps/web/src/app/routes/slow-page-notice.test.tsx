import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { createTestI18n } from '../../components/ui/test-utils';
import { routeChunk } from '../route-table';
import { routesAt } from '../test-routes';
import { PAGE_SLOW_MS, SlowPageNotice } from './slow-page-notice';

/** A site whose /slow page's code arrives when `open` is called. */
function renderSite() {
  let open = () => {};
  const slow = routeChunk(
    () =>
      new Promise((resolve) => {
        open = () => resolve(() => <p>Slow page</p>);
      }),
  );
  const routes = routesAt('/', [
    {
      element: (
        <>
          <Outlet />
          <SlowPageNotice />
        </>
      ),
      children: [
        { path: '/', element: <Link to="/slow">Go</Link> },
        { path: '/slow', chunk: slow, element: <slow.Component /> },
      ],
    },
  ]);
  render(<I18nextProvider i18n={createTestI18n()}>{routes.element}</I18nextProvider>);
  return { open: () => act(async () => open()) };
}

describe('SlowPageNotice', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says a page is slow to open only after the wait, with a reload, and leaves once it opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const site = renderSite();
    // The click's render, and the load it starts, settle before the clock moves.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go' })));
    act(() => vi.advanceTimersByTime(PAGE_SLOW_MS - 100));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('The page is slow to open. Please wait or refresh.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The page the member is on stays while the next one's code is on its way.
    expect(screen.getByRole('link', { name: 'Go' })).toBeTruthy();
    await site.open();
    expect(await screen.findByText('Slow page')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away from a page that opens in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const site = renderSite();
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    await site.open();
    expect(await screen.findByText('Slow page')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PAGE_SLOW_MS * 2));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
