import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { AnnouncementList } from './announcement-list';

const all: Announcement[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  type: i % 2 === 0 ? 'B' : 'PR',
  title: `Announcement ${i + 1}`,
  content: `<p>Details of announcement ${i + 1}</p>`,
  startTime: '2026-11-01T08:00:00.000Z',
}));

function serve() {
  return mockApi({
    '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => {
      const types = (url.searchParams.get('types') ?? '').split(',');
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list = all.filter((a) => types.includes(a.type));
      return {
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: list.length,
        totalPages: Math.ceil(list.length / pageSize),
      };
    },
  });
}

describe('AnnouncementList', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts on the general type and filters by another type', async () => {
    const fetchMock = serve();
    renderWithProviders(<AnnouncementList />, { route: '/noticePage' });
    expect(await screen.findByRole('button', { name: 'General Announcement 1' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'General' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Promotions' }));
    expect(await screen.findByRole('button', { name: 'Promotions Announcement 2' })).toBeTruthy();
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(lastUrl.searchParams.get('types')).toBe('PR');
  });

  it('asks for every type under All', async () => {
    const fetchMock = serve();
    renderWithProviders(<AnnouncementList />, { route: '/noticePage?type=ALL' });
    await screen.findByRole('button', { name: 'General Announcement 1' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR,H');
  });

  it('pages through the list', async () => {
    serve();
    renderWithProviders(<AnnouncementList />, { route: '/noticePage' });
    await screen.findByRole('button', { name: 'General Announcement 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'General Announcement 21' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'General Announcement 1' })).toBeNull(),
    );
  });

  it('expands an announcement to show its content', async () => {
    serve();
    renderWithProviders(<AnnouncementList />, { route: '/noticePage' });
    const toggle = await screen.findByRole('button', { name: 'General Announcement 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Details of announcement 3')).toBeTruthy();
  });
});
