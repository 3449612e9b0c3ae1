import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LiveChatEvent, LiveChatMessage } from '@portal/shared/schemas/live-chat';
import { bodiesSentTo, callsTo, serveApi, type ApiHandler } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { loginValue, resetAccountState } from '../../session/test-utils';
import { useChatRoom } from '../hooks/use-chat-room';
import { ChatRoomModal } from './chat-room-modal';

/** A WebSocket stand-in: records what the page sends and lets the test push events. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  static OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.emit('open', {});
    });
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  push(event: LiveChatEvent) {
    act(() => this.emit('message', { data: JSON.stringify(event) }));
  }
}

const message = (fields: Partial<LiveChatMessage>): LiveChatMessage => ({
  id: 1,
  conversationId: 7,
  author: 'member',
  staffName: null,
  kind: 'text',
  text: 'hello',
  imageUrl: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  readAt: null,
  ...fields,
});

const conversation = {
  id: 7,
  status: 'open',
  visitorName: null,
  createdAt: '2026-11-29T05:00:00Z',
};

function renderChat(routes: Record<string, ApiHandler>) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({
      info: buildWhitelabel({
        site: { ...buildWhitelabel().site, chatHeaderColor: '#123456' },
      }),
    }),
    ...routes,
  });
  act(() => useChatRoom.getState().show());
  renderWithProviders(<ChatRoomModal />);
  return fetchMock;
}

describe('the chat room', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    cleanup();
    resetAccountState();
    sessionStorage.clear();
    useChatRoom.getState().hide();
    vi.unstubAllGlobals();
  });

  it('asks a visitor for a name, keeps the token it gets and greets the socket with it', async () => {
    const fetchMock = renderChat({
      'POST /wps/chat/open': () => ({
        conversation: { ...conversation, visitorName: 'Ana' },
        visitorToken: 'visitor-token',
      }),
      'GET /wps/chat/messages': () => ({ list: [], hasMore: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/wps/chat/open')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), {
      target: { value: ' Ana ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText(/Send us a message/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/chat/open')).toEqual([{ name: 'Ana' }]);
    expect(sessionStorage.getItem('chatToken')).toBe('visitor-token');
    expect(screen.getByTestId('chat-header').style.background).toBe('rgb(18, 52, 86)');
    await waitFor(() =>
      expect(FakeSocket.instances[0]?.sent[0]).toEqual({
        type: 'auth',
        as: 'visitor',
        token: 'visitor-token',
      }),
    );
  });

  it("shows a member's history, sends text and shows replies, reads and typing live", async () => {
    act(() => useSession.getState().signIn(loginValue()));
    const fetchMock = renderChat({
      'POST /wps/chat/open': () => ({ conversation, visitorToken: null }),
      'GET /wps/chat/messages': () => ({
        list: [message({ id: 1, text: 'Earlier question' })],
        hasMore: false,
      }),
      'POST /wps/chat/messages': (body) =>
        message({ id: 2, text: (body as { text: string }).text }),
      'POST /wps/chat/read': () => ({ done: true }),
    });
    expect(await screen.findByText('Earlier question')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'Where is my deposit?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Where is my deposit?')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/chat/messages')).toEqual([
      { text: 'Where is my deposit?' },
    ]);

    await waitFor(() => expect(FakeSocket.instances[0]?.sent[0]).toMatchObject({ as: 'member' }));
    const socket = FakeSocket.instances[0]!;
    socket.push({ type: 'typing', conversationId: 7, by: 'staff' });
    expect(screen.getByText('Customer service is typing…')).toBeTruthy();

    socket.push({
      type: 'message',
      conversationId: 7,
      message: message({ id: 3, author: 'staff', staffName: 'Mei', text: 'Checking now.' }),
    });
    expect(await screen.findByText('Checking now.')).toBeTruthy();
    expect(screen.getByText('Mei')).toBeTruthy();
    // The reply is read while the room is open.
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'POST', '/wps/chat/read')).toEqual([{ upTo: 3 }]),
    );

    socket.push({
      type: 'read',
      conversationId: 7,
      by: 'staff',
      upTo: 2,
      at: '2026-11-29T05:01:00Z',
    });
    await waitFor(() => expect(screen.getAllByText(/· Read/)).toHaveLength(2));
  });

  it('refuses an image that is not PNG or JPEG before sending it', async () => {
    act(() => useSession.getState().signIn(loginValue()));
    const fetchMock = renderChat({
      'POST /wps/chat/open': () => ({ conversation, visitorToken: null }),
      'GET /wps/chat/messages': () => ({ list: [], hasMore: false }),
    });
    await screen.findByText(/Send us a message/);
    fireEvent.change(screen.getByLabelText('Choose an image to send'), {
      target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/wps/chat/images')).toHaveLength(0);
  });

  it('offers a new chat once customer service closed this one', async () => {
    act(() => useSession.getState().signIn(loginValue()));
    renderChat({
      'POST /wps/chat/open': () => ({ conversation, visitorToken: null }),
      'GET /wps/chat/messages': () => ({ list: [], hasMore: false }),
    });
    await screen.findByText(/Send us a message/);
    await waitFor(() => expect(FakeSocket.instances[0]).toBeDefined());
    FakeSocket.instances[0]!.push({
      type: 'status',
      conversationId: 7,
      status: 'closed',
      assignedTo: null,
    });
    expect(await screen.findByText('This chat has been closed by customer service.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new chat' })).toBeTruthy();
  });
});
