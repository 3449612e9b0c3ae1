import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatMessage, OperatorChatConversation } from '@portal/shared/schemas/live-chat';
import { renderConsole } from '../../../test/render';

const conversation = (
  id: number,
  overrides: Partial<OperatorChatConversation> = {},
): OperatorChatConversation => ({
  id,
  status: 'open',
  memberId: 7,
  memberAccount: 'ali7',
  visitorName: null,
  assignedStaffId: null,
  assignedTo: null,
  unread: 2,
  lastMessageAt: '2026-11-29T05:00:00.000Z',
  createdAt: '2026-11-29T04:59:00.000Z',
  ...overrides,
});

const message = (id: number, overrides: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  id,
  conversationId: 5,
  author: 'member',
  staffName: null,
  kind: 'text',
  text: `message ${id}`,
  imageUrl: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  readAt: null,
  ...overrides,
});

const routes = {
  'GET /chat/conversations': {
    list: [
      conversation(5),
      conversation(6, { memberId: null, memberAccount: null, visitorName: 'Budi', unread: 0 }),
    ],
  },
  'GET /chat/conversations/5/messages': {
    list: [message(1, { text: 'My deposit is missing' }), message(2, { text: 'Order D123' })],
    hasMore: false,
  },
  'POST /chat/conversations/5/read': { done: true },
  'POST /chat/conversations/5/assign': conversation(5, { assignedStaffId: 1 }),
  'POST /chat/conversations/5/messages': message(3, { author: 'staff' }),
  'GET /chat/canned': {
    list: [{ id: 1, title: 'Greeting', text: 'Hello! How can I help?', updatedAt: '2026-11-29' }],
  },
};

describe('the chat desk', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('lists open conversations with unread counts and answers one with a canned answer', async () => {
    const { calls } = await renderConsole('/chat?open=5', { role: 'cs', routes });
    const list = await screen.findByRole(
      'list',
      { name: 'Open conversations' },
      { timeout: 12_000 },
    );
    expect(within(list).getByText('2 unread')).toBeTruthy();
    expect(within(list).getByText('Visitor Budi')).toBeTruthy();

    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('My deposit is missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Member page' }).getAttribute('href')).toBe(
      '/members/7',
    );
    // Shown is read.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/chat/conversations/5/read')?.body).toEqual({
        upTo: 2,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Take it' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/chat/conversations/5/assign')).toBe(true),
    );

    await userEvent.selectOptions(screen.getByLabelText('Canned answer'), '1');
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe(
      'Hello! How can I help?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        calls.find(
          (call) => call.method === 'POST' && call.path === '/chat/conversations/5/messages',
        )?.body,
      ).toEqual({ text: 'Hello! How can I help?' }),
    );
  });

  it('is closed to roles without chat.serve', async () => {
    await renderConsole('/chat', { role: 'finance', routes });
    expect(
      await screen.findByText(/Your role cannot open this page/, undefined, { timeout: 12_000 }),
    ).toBeTruthy();
  });
});
