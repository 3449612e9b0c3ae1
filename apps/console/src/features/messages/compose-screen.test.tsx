import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import './compose-screen';
import './messages-screen';

const page = (list: unknown[] = []) => ({ list, page: 1, pageSize: 25, total: list.length });

describe('composing a message', () => {
  it('counts a segment’s recipients, previews the message and sends it to the same audience', async () => {
    const { calls } = await renderConsole('/messages/new', {
      role: 'marketing',
      routes: {
        'POST /messages/preview': { recipients: 42 },
        'POST /messages': { id: 9, recipients: 42 },
        'GET /messages': page(),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Segment' }));
    await userEvent.type(screen.getByLabelText('VIP rank from'), '3');
    await userEvent.type(screen.getByLabelText('Agent team'), 'agent01');
    await userEvent.type(screen.getByLabelText('Registered from'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Registered to'), '2026-01-31');
    await userEvent.type(screen.getByLabelText('Title (EN)'), 'Weekend bonus');
    await userEvent.type(screen.getByLabelText('Text (EN)'), 'Deposit this weekend for 10% more.');

    // The member's view follows what is typed.
    const preview = screen.getByRole('article', { name: 'As the member sees it' });
    expect(within(preview).getByText('Weekend bonus')).toBeTruthy();

    // Sending asks for the count first.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Count the recipients first/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('42 members will receive this')).toBeTruthy();
    const segment = {
      minVipRank: 3,
      agent: 'agent01',
      registeredFrom: '2025-12-31T16:00:00.000Z',
      registeredTo: '2026-01-31T16:00:00.000Z',
    };
    expect(calls.find((call) => call.path === '/messages/preview')?.body).toEqual({
      audience: 'segment',
      segment,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 42 members?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 42 members')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/messages')?.body).toEqual(
      {
        audience: 'segment',
        segment,
        contents: {
          EN: { title: 'Weekend bonus', content: 'Deposit this weekend for 10% more.' },
        },
      },
    );
  });

  it('forgets the count when the audience changes, and shows the server’s refusal', async () => {
    await renderConsole('/messages/new', {
      role: 'cs',
      routes: {
        'POST /messages/preview': ({ body }: { body: unknown }) =>
          (body as { username?: string }).username === 'ghost'
            ? {
                error: {
                  status: 404,
                  errorCode: 'MEMBER_NOT_FOUND',
                  message: 'No member uses this username.',
                },
              }
            : { recipients: 1 },
      },
    });
    const username = await screen.findByLabelText('Username');
    await userEvent.type(username, 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('1 member will receive this')).toBeTruthy();
    await userEvent.clear(username);
    await userEvent.type(username, 'ghost');
    expect(screen.getByText('Count the recipients before sending.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('No member uses this username.')).toBeTruthy();
  });

  it('narrows a segment to sign-ins since a day and to named usernames', async () => {
    const { calls } = await renderConsole('/messages/new', {
      role: 'marketing',
      routes: { 'POST /messages/preview': { recipients: 2 } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Segment' }));
    await userEvent.type(screen.getByLabelText('Signed in since'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Only these usernames'), 'alice88, bob77\nalice88');
    await userEvent.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('2 members will receive this')).toBeTruthy();
    expect(calls.find((call) => call.path === '/messages/preview')?.body).toEqual({
      audience: 'segment',
      segment: { lastLoginFrom: '2026-10-31T16:00:00.000Z', accounts: ['alice88', 'bob77'] },
    });
  });

  it('refuses an empty segment before calling', async () => {
    const { calls } = await renderConsole('/messages/new', { role: 'marketing' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Segment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText(/Check the segment/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is closed to roles without messages.send', async () => {
    await renderConsole('/messages/new', { role: 'finance', routes: {} });
    expect(await screen.findByText(/Your role cannot open this page/)).toBeTruthy();
  });
});

describe('the sent messages', () => {
  const message = {
    id: 3,
    audience: 'segment',
    username: null,
    segment: { agent: 'agent01', minVipRank: 2 },
    contents: { EN: { title: 'Hello team', content: 'Hi' }, CN: { title: '你好', content: '嗨' } },
    recipients: 12,
    read: 5,
    sentBy: 'marketing01',
    createdAt: '2026-11-20T02:00:00.000Z',
  };

  it('lists what was sent with its audience, recipients and reads, filtered by audience', async () => {
    const { calls } = await renderConsole('/messages?audience=segment', {
      role: 'viewer',
      routes: { 'GET /messages': page([message]) },
    });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const row = (await within(table).findByText('Hello team')).closest('tr')!;
    expect(within(row).getByText(/team of agent01/)).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('5')).toBeTruthy();
    expect(calls.find((call) => call.path === '/messages')?.query).toMatchObject({
      audience: 'segment',
    });
    // A viewer reads but does not send.
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
    // The message in every language it was written in.
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Hello team' });
    expect(within(dialog).getByText('你好')).toBeTruthy();
    expect(within(dialog).getByText(/Sent by marketing01/)).toBeTruthy();
  });

  it('offers a new message to the roles that send', async () => {
    await renderConsole('/messages', { role: 'marketing', routes: { 'GET /messages': page() } });
    expect(await screen.findByRole('button', { name: 'New message' })).toBeTruthy();
    expect(await screen.findByText('No messages sent yet.')).toBeTruthy();
  });
});
