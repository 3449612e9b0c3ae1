import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../../test/render';
import { entry, page, fill } from '../test/samples';

describe('the customer-service screens', () => {
  it('lists entries in site order, the protected chat without its address', async () => {
    await renderConsole('/content/customer-service', {
      role: 'content',
      routes: {
        'GET /customer-service': page([
          entry(1),
          entry(2, { csType: 3, path: 'https://secret.example/room' }),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Customer service' });
    expect(await within(table).findByText('Chat 2')).toBeTruthy();
    expect(within(table).getByText('Protected')).toBeTruthy();
    expect(within(table).queryByText('https://secret.example/room')).toBeNull();
    expect(screen.getByRole('button', { name: 'New entry' })).toBeTruthy();
  });

  it('hides the changes from a reader', async () => {
    await renderConsole('/content/customer-service', {
      role: 'viewer',
      routes: { 'GET /customer-service': page([entry(1)]) },
    });
    await screen.findByText('Chat 1');
    expect(screen.queryByRole('button', { name: 'New entry' })).toBeNull();
  });

  it('adds a Telegram entry, refusing an address the portal would not open first', async () => {
    const { calls } = await renderConsole('/content/customer-service/new', {
      role: 'content',
      routes: {
        'POST /customer-service': entry(8, { csType: 2, icon: 'telegram' }),
        'GET /customer-service/:id': entry(8, { csType: 2, icon: 'telegram' }),
      },
    });
    await screen.findByRole('heading', { name: 'New entry' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Icon'), 'telegram');
    await fill(screen.getByLabelText('Address'), 'javascript:alert(1)');
    await fill(screen.getByLabelText('Title (EN)'), 'Telegram');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/A web, mail, phone or messaging-app address/)).toBeTruthy();
    await fill(screen.getByLabelText('Address'), 'https://t.me/portal');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      csType: 2,
      path: 'https://t.me/portal',
      icon: 'telegram',
      minVipRank: 0,
      enabled: true,
      translations: { EN: { title: 'Telegram' } },
    });
  });

  it("offers the site's own chat room as the address of a live-chat entry", async () => {
    const { calls } = await renderConsole('/content/customer-service/new', {
      role: 'content',
      routes: {
        'POST /customer-service': entry(9, { path: 'builtin:chat' }),
        'GET /customer-service/:id': entry(9, { path: 'builtin:chat' }),
      },
    });
    await screen.findByRole('heading', { name: 'New entry' });
    expect(
      screen.getByText(
        "Enter builtin:chat to open the site's own chat room (answered at the chat desk).",
      ),
    ).toBeTruthy();
    // The protected chat needs an https:// address: no such offer there.
    await userEvent.selectOptions(screen.getByLabelText('Kind'), '3');
    expect(screen.queryByRole('button', { name: "Use the site's chat room" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), '1');
    await fill(screen.getByLabelText('Address'), 'https://chat.example');
    await userEvent.click(screen.getByRole('button', { name: "Use the site's chat room" }));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('builtin:chat');
    await fill(screen.getByLabelText('Title (EN)'), 'Chat with us');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      csType: 1,
      path: 'builtin:chat',
    });
  });
});
