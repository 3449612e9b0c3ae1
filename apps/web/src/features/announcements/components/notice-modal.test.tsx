import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { NoticeModal } from './notice-modal';

function notices(count: number): Announcement[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    type: 'B',
    title: `Notice ${i + 1}`,
    content: `<p>Body of notice ${i + 1}</p><a href="https://example.com/${i}">details</a><img src=x onerror="alert(1)">`,
    startTime: '2026-11-01T08:00:00.000Z',
  }));
}

function serve(list: Announcement[]) {
  return mockApi({
    '/wps/relay/MCSFE_getListAnnouncements': {
      list,
      pageNo: 1,
      pageSize: 100,
      total: list.length,
      totalPages: 1,
    },
  });
}

function titleButtons() {
  return within(screen.getByRole('list', { name: 'Announcement titles' })).getAllByRole('button');
}

describe('NoticeModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requests the marquee notice types for the web, browse execution', async () => {
    const fetchMock = serve(notices(3));
    renderWithProviders(<NoticeModal open onClose={() => {}} initialIndex={0} />);
    await screen.findByRole('heading', { name: 'Notice 1' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR');
    expect(url.searchParams.get('platform')).toBe('W');
    expect(url.searchParams.get('execution')).toBe('B');
  });

  it('opening at index 10 shows page 2 with that notice selected', async () => {
    serve(notices(20));
    renderWithProviders(<NoticeModal open onClose={() => {}} initialIndex={10} />);
    expect(await screen.findByRole('heading', { name: 'Notice 11' })).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    const buttons = titleButtons();
    expect(buttons).toHaveLength(9);
    expect(buttons[0]!.textContent).toContain('Notice 10');
    expect(buttons[8]!.textContent).toContain('Notice 18');
    const selected = buttons.filter((b) => b.getAttribute('aria-current') === 'true');
    expect(selected).toHaveLength(1);
    expect(selected[0]!.textContent).toContain('Notice 11');
    expect(screen.getByText('Body of notice 11')).toBeTruthy();
  });

  it('shows the chosen notice and moves between pages of nine', async () => {
    serve(notices(20));
    renderWithProviders(<NoticeModal open onClose={() => {}} initialIndex={0} />);
    await screen.findByRole('heading', { name: 'Notice 1' });
    fireEvent.click(screen.getByRole('button', { name: /Notice 4/ }));
    expect(screen.getByRole('heading', { name: 'Notice 4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(titleButtons()[0]!.textContent).toContain('Notice 10');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titleButtons()).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sanitises the rich content and opens its links in a new tab', async () => {
    serve(notices(1));
    renderWithProviders(<NoticeModal open onClose={() => {}} initialIndex={0} />);
    const link = await screen.findByRole('link', { name: 'details' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says so when there are no notices', async () => {
    serve([]);
    renderWithProviders(<NoticeModal open onClose={() => {}} />);
    expect(await screen.findByText('There are no announcements at the moment.')).toBeTruthy();
  });
});
