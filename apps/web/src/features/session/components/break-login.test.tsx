import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCentrePanel } from '../hooks/use-centre-panel';
import { useSession } from '../hooks/use-session';
import {
  Fail,
  loginValue,
  memberInfo,
  plaintext,
  renderModal,
  resetAccountState,
  serveApi,
  whitelabel,
} from '../test-utils';

// The worker keeps its modules from one file to the next (isolate: false, decision 072), and an
// earlier file may have evaluated this screen with the real modules mocked below: evaluate them
// afresh for this file, and leave none wired to these mocks for the next one.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('../../../lib/payload-encryption', () => ({
  encryptBody: (payload: unknown) => Promise.resolve({ encrypted: payload }),
  forgetPublicKey: () => undefined,
  preparePayloadEncryption: () => undefined,
}));

beforeAll(async () => {
  await import('./auth-dialog');
});

const ENDS = '2027-05-28T10:00:00.000Z';

async function logInDuringBreak(routes: Record<string, unknown>) {
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(),
    '/wps/member/info': memberInfo,
    ...routes,
  });
  const rendered = renderModal('login');
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Username' }), {
    target: { value: 'alice' },
  });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 's3cret' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return { api, dialog, ...rendered };
}

describe('login during a break', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
    useCentrePanel.getState().closeCentre();
  });

  it('shows the end date and nothing else when there is no balance to withdraw', async () => {
    const { dialog } = await logInDuringBreak({
      '/wps/session/login': new Fail(403, 'PLAY_BREAK_ACTIVE', {
        kind: 'timeout',
        endsAt: ENDS,
        balance: 0,
      }),
    });
    const state = await within(dialog).findByTestId('break-login');
    expect(within(state).getByText('You are taking a break')).toBeTruthy();
    expect(
      within(state).getByText(`Your time-out ends on ${formatDateTime(ENDS, 'EN')}.`),
    ).toBeTruthy();
    expect(within(state).queryByRole('button', { name: 'Withdraw my balance' })).toBeNull();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('says a permanent exclusion has no end', async () => {
    const { dialog } = await logInDuringBreak({
      '/wps/session/login': new Fail(403, 'PLAY_BREAK_ACTIVE', {
        kind: 'exclusion',
        endsAt: null,
        balance: 0,
      }),
    });
    expect(await within(dialog).findByText('You have excluded yourself permanently.')).toBeTruthy();
  });

  it('logs in to withdraw only, and opens the withdrawal page alone', async () => {
    const { dialog, api, onSignedIn } = await logInDuringBreak({
      '/wps/session/login': (call: { body: unknown }) => {
        const sent = (call.body as { encrypted: { purpose?: string } }).encrypted;
        return sent.purpose === 'withdraw'
          ? loginValue({ token: 'withdraw-token' })
          : new Fail(403, 'PLAY_BREAK_ACTIVE', {
              kind: 'exclusion',
              endsAt: ENDS,
              balance: 1234.5,
            });
      },
    });
    const state = await within(dialog).findByTestId('break-login');
    expect(within(state).getByText('Your balance: RM 1,234.50')).toBeTruthy();
    fireEvent.click(within(state).getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const logins = api.to('/wps/session/login').map(plaintext);
    expect(logins).toEqual([
      { username: 'alice', password: 's3cret', type: 'username' },
      { username: 'alice', password: 's3cret', type: 'username', purpose: 'withdraw' },
    ]);
    expect(useSession.getState()).toMatchObject({ token: 'withdraw-token', withdrawOnly: true });
    expect(useCentrePanel.getState().open).toEqual({ centre: 'member', page: 'withdraw' });
  });

  it('asks to return after a self-exclusion ended, then shows when the account opens', async () => {
    const returnAt = '2026-11-29T12:00:00.000Z';
    const { dialog, api } = await logInDuringBreak({
      '/wps/session/login': new Fail(403, 'EXCLUSION_RETURN_REQUIRED', {
        endedAt: '2026-11-28T10:00:00.000Z',
      }),
      '/wps/member/safer-play/return': { returnAt },
    });
    const state = await within(dialog).findByTestId('break-login');
    expect(within(state).getByText('Your self-exclusion has ended')).toBeTruthy();
    expect(
      within(state).getByText(/ended on .*To play again, ask to return/, { exact: false }),
    ).toBeTruthy();
    fireEvent.click(within(state).getByRole('button', { name: 'Ask to return' }));
    expect(
      await within(state).findByText(
        `Your account opens again on ${formatDateTime(returnAt, 'EN')}.`,
      ),
    ).toBeTruthy();
    expect(api.to('/wps/member/safer-play/return').map((call) => call.body)).toEqual([
      { username: 'alice', password: 's3cret' },
    ]);
    expect(within(state).queryByRole('button', { name: 'Ask to return' })).toBeNull();
  });

  it('shows the return time when the return was already asked for', async () => {
    const returnAt = '2026-11-29T12:00:00.000Z';
    const { dialog } = await logInDuringBreak({
      '/wps/session/login': new Fail(403, 'EXCLUSION_RETURN_PENDING', { returnAt }),
    });
    expect(
      await within(dialog).findByText(
        `Your account opens again on ${formatDateTime(returnAt, 'EN')}.`,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ask to return' })).toBeNull();
  });

  it('goes back to the form with the name kept', async () => {
    const { dialog } = await logInDuringBreak({
      '/wps/session/login': new Fail(403, 'EXCLUSION_RETURN_PENDING', {
        returnAt: '2026-11-29T12:00:00.000Z',
      }),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back to log in' }));
    const username = await within(dialog).findByRole('textbox', { name: 'Username' });
    expect((username as HTMLInputElement).value).toBe('alice');
  });
});
