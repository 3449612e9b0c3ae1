import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { ApiFailure, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { NoticeMarquee } from './notice-marquee';

const notices: Announcement[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  type: 'PL',
  title: `Title ${i + 1}`,
  content: `<p>Content ${i + 1}</p>`,
  startTime: '2026-11-01T08:00:00.000Z',
}));

/** The twelve notices on one page. */
const mockNotices = () =>
  mockApi({
    '/wps/relay/MCSFE_getListAnnouncements': {
      list: notices,
      pageNo: 1,
      pageSize: 100,
      total: 12,
      totalPages: 1,
    },
  });

describe('NoticeMarquee', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every notice title as a button in a named region', async () => {
    mockNotices();
    renderWithProviders(<NoticeMarquee />);
    const region = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(await within(region).findAllByRole('button', { name: /^Title/ })).toHaveLength(12);
  });

  it('scrolls at 60 px a second over the measured titles, at least 12 s a lap', async () => {
    let report: (width: number) => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (width) =>
            callback(
              [{ borderBoxSize: [{ inlineSize: width, blockSize: 40 }] } as never],
              this as never,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    mockNotices();
    renderWithProviders(<NoticeMarquee />);
    const region = await screen.findByRole('region', { name: 'Latest announcements' });
    await within(region).findAllByRole('button', { name: /^Title/ });
    const track = () =>
      (region.querySelector('ul')!.parentElement as HTMLElement).style.getPropertyValue(
        '--marquee-duration',
      );
    // Before a measure, the titles' length stands in: 12 titles of 7 or 8 letters, 8 px each.
    expect(track()).toBe('12s');
    act(() => report(3000));
    expect(track()).toBe('50s');
    act(() => report(300));
    expect(track()).toBe('12s');
  });

  it('opens the notice modal at the clicked notice', async () => {
    mockNotices();
    renderWithProviders(<NoticeMarquee />);
    fireEvent.click(await screen.findByRole('button', { name: 'Title 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findByRole('heading', { name: 'Title 11' })).toBeTruthy();
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
  });

  it('loads further pages of notices', async () => {
    const fetchMock = mockApi({
      '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        return { list: [notices[pageNo - 1]], pageNo, pageSize: 100, total: 2, totalPages: 2 };
      },
    });
    renderWithProviders(<NoticeMarquee />);
    expect(await screen.findByRole('button', { name: 'Title 2' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the notices cannot be loaded', async () => {
    mockApi({ '/wps/relay/MCSFE_getListAnnouncements': new ApiFailure(500) });
    renderWithProviders(<NoticeMarquee />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
