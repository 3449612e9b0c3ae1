import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice, NoticesValue } from '@portal/shared/schemas/notices';
import {
  ApiFailure,
  bodiesSentTo,
  callsTo,
  serveApi,
  type ApiMock,
} from '../../../components/ui/test-api';
import { withDesktopViewport } from '../../../components/records/desktop-viewport';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { useUnreadCount } from '../../session/api/get-unread-count';
import { useSession } from '../../session/hooks/use-session';
import { MessagesPage } from './messages-page';

const LIST = '/wps/member/notices';
const READ = '/wps/member/notices/read';
const DELETE = '/wps/member/notices/delete';
const UNREAD = '/wps/relay/CSP_unreadCount';

function notice(overrides: Partial<Notice>): Notice {
  return {
    id: 1,
    kind: 'deposit_arrived',
    title: 'Deposit received',
    content: 'Your deposit of 250.00 MYR (order D2026112000000001) arrived in your wallet.',
    amount: 250,
    currency: 'MYR',
    reference: 'D2026112000000001',
    occurredAt: '2026-11-20T08:00:00.000Z',
    read: false,
    ...overrides,
  };
}

/** The member's notices as the server keeps them, newest first. */
let stored: Notice[];

function page(url: URL): NoticesValue {
  const pageNo = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 9);
  return {
    list: stored.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    page: pageNo,
    pageSize,
    total: stored.length,
    unread: unreadCount(),
  };
}

const unreadCount = () => stored.filter((n) => !n.read).length;

let fetchMock: ApiMock;

function serve(overrides: Record<string, (body: unknown, url: URL) => unknown> = {}) {
  fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    [`GET ${LIST}`]: (_body, url) => page(url),
    [`GET ${UNREAD}`]: () => ({ count: unreadCount() }),
    [`POST ${READ}`]: (body) => {
      const payload = body as { ids?: number[]; all?: true };
      let updated = 0;
      stored = stored.map((n) => {
        if (n.read || !(payload.all || payload.ids?.includes(n.id))) return n;
        updated += 1;
        return { ...n, read: true };
      });
      return { updated, unread: unreadCount() };
    },
    [`POST ${DELETE}`]: (body) => {
      const { ids } = body as { ids: number[] };
      const before = stored.length;
      stored = stored.filter((n) => !ids.includes(n.id));
      return { deleted: before - stored.length, unread: unreadCount() };
    },
    ...overrides,
  });
}

/** The header's mail count, read through the same query as the header. */
function UnreadProbe() {
  return <output data-testid="header-unread">{useUnreadCount().data ?? '-'}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <UnreadProbe />
      <MessagesPage navigate={vi.fn()} />
    </>,
  );
}

const items = () => screen.findAllByTestId('notice');
const headerUnread = () => screen.getByTestId('header-unread').textContent;

describe('MessagesPage', () => {
  withDesktopViewport();
  beforeEach(() => {
    useSession.setState({ token: 'member-token' });
    stored = [
      notice({ id: 3, title: 'Withdrawal approved', kind: 'withdrawal_approved' }),
      notice({ id: 2, title: 'Deposit received', occurredAt: '2026-11-19T08:00:00.000Z' }),
      notice({ id: 1, title: 'Deposit rejected', read: true }),
    ];
  });
  afterEach(() => {
    useSession.setState({ token: null });
  });

  it('lists the messages newest first with their time and an unread marker', async () => {
    serve();
    renderPage();
    const rows = await items();
    expect(rows.map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual([
      expect.stringContaining('Withdrawal approved'),
      expect.stringContaining('Deposit received'),
      expect.stringContaining('Deposit rejected'),
    ]);
    expect(within(rows[0]!).getByText('Unread')).toBeTruthy();
    expect(within(rows[2]!).queryByText('Unread')).toBeNull();
    const time = rows[1]!.querySelector('time')!;
    expect(time.dateTime).toBe('2026-11-19T08:00:00.000Z');
    expect(time.textContent).toBe(formatDateTime('2026-11-19T08:00:00.000Z', 'EN'));
    expect(time.textContent).toMatch(/2026/);
    expect(screen.getByTestId('notices-unread').textContent).toBe('2 unread');
    expect(new URL(String(callsTo(fetchMock, 'GET', LIST)[0]![0]), 'http://x').search).toBe(
      '?page=1&pageSize=9',
    );
  });

  it('opens a message to read it, marks it read and lowers the header count', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(headerUnread()).toBe('2'));
    const [first] = await items();
    const toggle = within(first!).getByRole('button', { name: /^Withdrawal approved/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first!).getByTestId('notice-content').textContent).toContain('250.00 MYR');
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', READ)).toEqual([{ ids: [3] }]));
    await waitFor(() => expect(headerUnread()).toBe('1'));
    await waitFor(() => expect(screen.getByTestId('notices-unread').textContent).toBe('1 unread'));
    expect(within(first!).queryByText('Unread')).toBeNull();

    // Opening a message already read asks nothing.
    fireEvent.click(within((await items())[2]!).getByRole('button', { name: /^Deposit rejected/ }));
    expect(bodiesSentTo(fetchMock, 'POST', READ)).toHaveLength(1);
  });

  it('marks every message read at once, then offers it no more', async () => {
    serve();
    renderPage();
    await items();
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    fireEvent.click(markAll);
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', READ)).toEqual([{ all: true }]));
    await waitFor(() => expect(headerUnread()).toBe('0'));
    expect(screen.getByTestId('notices-unread').textContent).toBe('All messages read');
    expect(screen.queryByText('Unread')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('deletes a message only after the member confirms', async () => {
    serve();
    renderPage();
    await waitFor(() => expect(headerUnread()).toBe('2'));
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Delete message: Deposit received' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', DELETE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete message: Deposit received' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(dialog.textContent).toContain('“Deposit received” will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST', DELETE)).toEqual([{ ids: [2] }]));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(2));
    expect(screen.queryByText('Deposit received')).toBeNull();
    await waitFor(() => expect(headerUnread()).toBe('1'));
    expect(screen.getByTestId('notices-unread').textContent).toBe('1 unread');
  });

  it('says why a deletion failed and keeps the message', async () => {
    serve({ [`POST ${DELETE}`]: () => new ApiFailure('SYSTEM_ERROR', 500) });
    renderPage();
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Delete message: Deposit rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByTestId('notice')).toHaveLength(3);
  });

  it('pages through more than nine messages', async () => {
    stored = Array.from({ length: 12 }, (_, i) =>
      notice({ id: 12 - i, title: `Notice ${12 - i}`, read: true }),
    );
    serve();
    renderPage();
    expect(await items()).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(3));
    expect(screen.getByText('Notice 1')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when there are no messages', async () => {
    stored = [];
    serve();
    renderPage();
    expect(await screen.findByText('No messages')).toBeTruthy();
    expect(
      screen.getByText('Notices about your deposits and withdrawals will appear here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('explains a failure to load and loads again on retry', async () => {
    let fail = true;
    serve({
      [`GET ${LIST}`]: (_body, url) => (fail ? new ApiFailure('SYSTEM_ERROR', 500) : page(url)),
    });
    renderPage();
    expect(await screen.findByText('We could not load your messages.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(3);
  });
});
