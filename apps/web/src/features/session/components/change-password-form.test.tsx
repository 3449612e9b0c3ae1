import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthModal } from '../hooks/use-auth-modal';
import { useSession } from '../hooks/use-session';
import {
  Fail,
  loginValue,
  plaintext,
  renderModal,
  resetAccountState,
  rule,
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

const PASSWORD_RULE = rule('password', {
  required: true,
  minLength: 8,
  maxLength: 20,
  message: 'Use (min)-(max) characters.',
});

async function openChange(
  context: Parameters<typeof renderModal>[1],
  routes: Record<string, unknown> = {},
) {
  useSession.getState().signIn(loginValue({ token: 'old-token', mustChangePassword: true }));
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(),
    '/wps/system/setting/register': { rules: [PASSWORD_RULE] },
    ...routes,
  });
  const rendered = renderModal('changePassword', context, { route: '/login' });
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await within(dialog).findByLabelText('New password');
  return { api, dialog, ...rendered };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));

describe('change-password modal', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('cannot be closed when forced and names the account', async () => {
    const { dialog } = await openChange({ forced: true, account: 'alice', knownPassword: 'weak' });
    expect(within(dialog).getByText('alice')).toBeTruthy();
    expect(
      within(dialog).getByText('For your security, please set a new password before you continue.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(useAuthModal.getState().modal).toBe('changePassword');
  });

  it('checks the new password by the password rule and the confirmation', async () => {
    const { dialog, api } = await openChange({
      forced: true,
      account: 'alice',
      knownPassword: 'weak',
    });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    type(within(dialog).getByLabelText('New password'), 'short');
    type(within(dialog).getByLabelText('Confirm password'), 'other');
    submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('New password').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(within(dialog).getByText('Use 8-20 characters.')).toBeTruthy();
    expect(within(dialog).getByText('The passwords do not match.')).toBeTruthy();
    expect(api.to('/wps/member/password')).toEqual([]);
  });

  it('changes the password, logs in again with the new one and goes home', async () => {
    const { dialog, api, location } = await openChange(
      { forced: true, account: 'alice', knownPassword: 'weak' },
      {
        '/wps/member/password': null,
        '/wps/session/login': loginValue({ token: 'new-token' }),
      },
    );
    type(within(dialog).getByLabelText('New password'), 'Str0ngPass');
    type(within(dialog).getByLabelText('Confirm password'), 'Str0ngPass');
    submit(dialog);
    await waitFor(() => expect(useSession.getState().token).toBe('new-token'));
    expect(plaintext(api.to('/wps/member/password')[0])).toEqual({
      oldPassword: 'weak',
      newPassword: 'Str0ngPass',
      confirmNewPassword: 'Str0ngPass',
    });
    expect(plaintext(api.to('/wps/session/login')[0])).toEqual({
      username: 'alice',
      password: 'Str0ngPass',
      type: 'username',
    });
    expect(useSession.getState().mustChangePassword).toBe(false);
    expect(useAuthModal.getState().modal).toBeNull();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('asks for the current password when it is not known and marks a wrong one', async () => {
    const { dialog, api } = await openChange(
      { forced: true },
      { '/wps/member/password': new Fail(400, 'OLD_PASSWORD_WRONG') },
    );
    expect(within(dialog).getByText('alice')).toBeTruthy();
    submit(dialog);
    expect(await within(dialog).findByText('Current password is required.')).toBeTruthy();
    type(within(dialog).getByLabelText('Current password'), 'guess');
    type(within(dialog).getByLabelText('New password'), 'Str0ngPass');
    type(within(dialog).getByLabelText('Confirm password'), 'Str0ngPass');
    submit(dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(within(dialog).getByText('The current password is wrong.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(plaintext(api.to('/wps/member/password')[0])).toMatchObject({ oldPassword: 'guess' });
    expect(useSession.getState().token).toBe('old-token');
  });

  it('sends the member to the login form when the new login does not go through', async () => {
    const { dialog } = await openChange(
      { forced: true, account: 'alice', knownPassword: 'weak' },
      {
        '/wps/member/password': null,
        '/wps/session/login': new Fail(503, 'SERVICE_UNAVAILABLE'),
      },
    );
    type(within(dialog).getByLabelText('New password'), 'Str0ngPass');
    type(within(dialog).getByLabelText('Confirm password'), 'Str0ngPass');
    submit(dialog);
    await waitFor(() => expect(useAuthModal.getState().modal).toBe('login'));
    expect(useSession.getState().token).toBeNull();
  });

  it('closes with its button or Escape when the member opened it', async () => {
    const { dialog, onClosed } = await openChange({ account: 'alice' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(useAuthModal.getState().modal).toBeNull();
  });
});
