import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, staffMe } from '../../../test/render';

const codes = Array.from({ length: 10 }, (_, i) => `new${i}a-bcdef`);

describe('my account', () => {
  it("shows the role, what it allows and the second factor's state", async () => {
    await renderConsole('/account', {
      role: 'content',
      routes: { 'GET /session/me': { ...staffMe('content'), recoveryCodesLeft: 2 } },
    });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByText('content01')).toBeTruthy();
    const allowed = screen.getByRole('heading', { name: 'What your role allows' }).parentElement!
      .parentElement!;
    expect(within(allowed).getByText('Publish portal content')).toBeTruthy();
    expect(within(allowed).queryByText('Decide deposits and withdrawals')).toBeNull();
    expect(screen.getByText('2 of 10')).toBeTruthy();
    expect(screen.getByText('Few recovery codes are left: make new ones.')).toBeTruthy();
  });

  it('opens for every role, from the name in the top bar', async () => {
    await renderConsole('/', { role: 'viewer' });
    await userEvent.click(await screen.findByRole('link', { name: 'Viewer One' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
  });

  it('makes new recovery codes against a current code and shows them once', async () => {
    const { calls } = await renderConsole('/account', {
      role: 'finance',
      routes: { 'POST /session/recovery-codes': { recoveryCodes: codes } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls.find((c) => c.path === '/session/recovery-codes')?.body).toEqual({
      code: '246810',
    });
    await userEvent.click(within(dialog).getByLabelText('I have saved these codes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a wrong code in the dialog", async () => {
    await renderConsole('/account', {
      role: 'finance',
      routes: {
        'POST /session/recovery-codes': {
          error: {
            status: 400,
            errorCode: 'TOTP_INVALID',
            message: 'The authenticator code is not correct.',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText('The authenticator code is not correct.')).toBeTruthy();
  });
});
