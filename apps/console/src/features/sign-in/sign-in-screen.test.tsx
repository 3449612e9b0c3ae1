import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, staffMe } from '../../../test/render';

const CHALLENGE = 'challenge-token-0123456789abcdef';
const session = {
  token: 'new-token',
  username: 'finance01',
  displayName: 'Finance One',
  role: 'finance',
  expiresAt: '2026-11-29T02:00:00.000Z',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The console signed out, with sign-in calls answered as given. */
async function signedOut(routes: Record<string, unknown>) {
  return renderConsole('/', {
    role: null,
    routes: { 'GET /session/me': staffMe('finance'), ...routes },
  });
}

async function typePassword(username = 'finance01') {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), 'Operator1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with the second factor', () => {
  it('asks for the authenticator code after the password and opens the console', async () => {
    const { calls } = await signedOut({
      'POST /session/login': { next: 'totp', challenge: CHALLENGE },
      'POST /session/verify': session,
    });
    await typePassword();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText(/Portal Console \(finance01\)/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/session/login')?.body).toEqual({
      username: 'finance01',
      password: 'Operator1234',
    });
    expect(calls.find((c) => c.path === '/session/verify')?.body).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
  });

  it('refuses anything but six digits before calling the server', async () => {
    const { calls } = await signedOut({
      'POST /session/login': { next: 'totp', challenge: CHALLENGE },
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is the 6 digits your app shows.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/session/verify')).toBe(false);
  });

  it("shows the server's message for a wrong code and the tries left", async () => {
    await signedOut({
      'POST /session/login': { next: 'totp', challenge: CHALLENGE },
      'POST /session/verify': {
        error: {
          status: 401,
          errorCode: 'STAFF_WRONG_CODE',
          message: 'The code is not correct.',
          value: { attemptsLeft: 3 },
        },
      },
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct.')).toBeTruthy();
    expect(
      screen.getByText('3 tries left before you must enter your password again.'),
    ).toBeTruthy();
    // Still on the code step, the field emptied for the next try.
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it('takes a recovery code instead of the app', async () => {
    const { calls } = await signedOut({
      'POST /session/login': { next: 'totp', challenge: CHALLENGE },
      'POST /session/verify': session,
    });
    await typePassword();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/session/verify')?.body).toEqual({
      challenge: CHALLENGE,
      code: 'abcde-12345',
    });
  });

  it('goes back to the password when the challenge has ended', async () => {
    await signedOut({
      'POST /session/login': { next: 'totp', challenge: CHALLENGE },
      'POST /session/verify': {
        error: { status: 400, errorCode: 'VERIFICATION_EXPIRED', message: 'Expired' },
      },
    });
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy();
    expect(screen.getByText(/This sign-in timed out or had too many wrong codes/)).toBeTruthy();
  });

  it('says how long a locked account waits', async () => {
    await signedOut({
      'POST /session/login': {
        error: {
          status: 429,
          errorCode: 'ACCOUNT_LOCKED',
          message: 'Too many failed attempts.',
          value: { retryAfterSeconds: 120 },
        },
      },
    });
    await typePassword();
    expect(await screen.findByText('Too many failed attempts.')).toBeTruthy();
    expect(screen.getByText('Try again in 2 min.')).toBeTruthy();
  });
});

describe('the first sign-in', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const enrolRoutes = {
    'POST /session/login': { next: 'enrol', challenge: CHALLENGE },
    'POST /session/enrol/start': {
      secret,
      otpauthUri: `otpauth://totp/Portal%20Console:content01?secret=${secret}&issuer=Portal%20Console`,
    },
    'POST /session/enrol/confirm': { ...session, username: 'content01', recoveryCodes: codes },
  };

  it('sets up the authenticator, shows the recovery codes once, then opens the console', async () => {
    const { calls } = await signedOut(enrolRoutes);
    await typePassword('content01');
    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText('Setup key').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await userEvent.type(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    // Not signed in yet: the codes come first.
    expect(calls.some((c) => c.path === '/session/me')).toBe(false);
    await userEvent.click(screen.getByLabelText('I have saved these codes'));
    await userEvent.click(next);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/session/enrol/confirm')?.body).toEqual({
      challenge: CHALLENGE,
      code: '654321',
    });
  });

  it('offers the codes as a text file and on the clipboard', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:codes';
    };
    URL.revokeObjectURL = () => {};
    await signedOut(enrolRoutes);
    await typePassword('content01');
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(written).toEqual([codes.join('\n')]);
    await userEvent.click(screen.getByRole('button', { name: 'Download .txt' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await created[0]!.text();
    expect(text).toContain('content01');
    for (const code of codes) expect(text).toContain(code);
  });
});
