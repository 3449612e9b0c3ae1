import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HumanCheckInfo } from '@portal/shared/schemas/human-check';
import { buildWhitelabel } from '../../../components/ui/test-utils';
import {
  Fail,
  loginValue,
  memberInfo,
  plaintext,
  renderModal,
  resetAccountState,
  rule,
  serveApi,
} from '../test-utils';
import { loadHumanCheckScript } from './human-check-script';

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
// jsdom loads no outside scripts: the provider's script "loads" at once and the fake global
// below stands for it.
vi.mock('./human-check-script', () => ({
  loadHumanCheckScript: vi.fn(() => Promise.resolve()),
}));

beforeAll(async () => {
  await import('./auth-dialog');
});

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** A fake Turnstile: `answer` is what the visitor's solved challenge gives (null: unsolved). */
function fakeTurnstile(answers: (string | null)[]) {
  let drawn = 0;
  const api = {
    render: vi.fn(
      (_element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
        const answer = answers[Math.min(drawn, answers.length - 1)];
        drawn += 1;
        if (answer) options.callback(answer);
        return 'widget-1';
      },
    ),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  vi.stubGlobal('turnstile', api);
  return api;
}

const humanCheck = (places: Partial<NonNullable<HumanCheckInfo>> = {}): HumanCheckInfo => ({
  provider: 'turnstile',
  siteKey: 'site-key-1',
  scriptUrl: SCRIPT,
  login: false,
  smsCode: false,
  register: false,
  ...places,
});

const withHumanCheck = (
  info: HumanCheckInfo,
  register: Partial<ReturnType<typeof buildWhitelabel>['register']> = {},
) => {
  const base = buildWhitelabel();
  return {
    info: buildWhitelabel({ humanCheck: info, register: { ...base.register, ...register } }),
  };
};

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function openLogin(info: HumanCheckInfo, routes: Record<string, unknown> = {}) {
  const api = serveApi({
    '/wps/system/whitelabel': withHumanCheck(info),
    '/wps/member/info': memberInfo,
    ...routes,
  });
  const rendered = renderModal('login');
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  type(await within(dialog).findByRole('textbox', { name: 'Username' }), 'alice');
  type(within(dialog).getByLabelText('Password'), 's3cret');
  return { api, dialog, ...rendered };
}

describe('HumanCheckField on the login form', () => {
  beforeEach(() => {
    vi.mocked(loadHumanCheckScript).mockClear();
  });
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('draws nothing and loads no script while the place is off', async () => {
    const widget = fakeTurnstile(['token-1']);
    const { dialog, api, onSignedIn } = await openLogin(humanCheck({ register: true }), {
      '/wps/session/login': loginValue(),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login')[0])).not.toHaveProperty('humanCheck');
    expect(loadHumanCheckScript).not.toHaveBeenCalled();
    expect(widget.render).not.toHaveBeenCalled();
  });

  it("loads the provider's script, draws the widget with the site key and sends its answer", async () => {
    const widget = fakeTurnstile(['token-1']);
    const { dialog, api, onSignedIn } = await openLogin(humanCheck({ login: true }), {
      '/wps/session/login': loginValue(),
    });
    await waitFor(() => expect(widget.render).toHaveBeenCalledTimes(1));
    expect(loadHumanCheckScript).toHaveBeenCalledWith(SCRIPT);
    expect(widget.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/session/login')[0])).toMatchObject({
      username: 'alice',
      humanCheck: 'token-1',
    });
  });

  it('asks to complete the check first, and calls nothing, while the widget is unsolved', async () => {
    const widget = fakeTurnstile([null]);
    const { dialog, api } = await openLogin(humanCheck({ login: true }));
    await waitFor(() => expect(widget.render).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please complete the verification first.')).toBeTruthy();
    expect(api.to('/wps/session/login')).toEqual([]);
  });

  it('draws a new challenge when the server refuses the answer', async () => {
    const widget = fakeTurnstile(['token-1']);
    const { dialog, api } = await openLogin(humanCheck({ login: true }), {
      '/wps/session/login': new Fail(400, 'HUMAN_CHECK_FAILED'),
    });
    await waitFor(() => expect(widget.render).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('The verification did not pass. Please try again.'),
    ).toBeTruthy();
    expect(widget.reset).toHaveBeenCalledWith('widget-1');
    expect(api.to('/wps/session/login')).toHaveLength(1);
    // The spent answer is gone: the next try waits for the new challenge.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please complete the verification first.')).toBeTruthy();
    expect(api.to('/wps/session/login')).toHaveLength(1);
  });

  it('removes the widget when the form goes away', async () => {
    const widget = fakeTurnstile(['token-1']);
    await openLogin(humanCheck({ login: true }));
    await waitFor(() => expect(widget.render).toHaveBeenCalled());
    cleanup();
    expect(widget.remove).toHaveBeenCalledWith('widget-1');
  });
});

describe('HumanCheckField before the SMS login code', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('sends the answer with the code request, and refuses to send without one', async () => {
    const widget = fakeTurnstile([null]);
    const api = serveApi({
      '/wps/system/whitelabel': withHumanCheck(humanCheck({ smsCode: true }), {
        showVerCodeLogin: true,
      }),
      '/wps/member/info': memberInfo,
      '/wps/verification/sms/noLogin': { expiredMinutes: 1 },
    });
    renderModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile code' }));
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    await waitFor(() => expect(widget.render).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please complete the verification first.')).toBeTruthy();
    expect(api.to('/wps/verification/sms/noLogin')).toEqual([]);

    // The visitor solves the challenge.
    const options = widget.render.mock.calls[0]![1];
    act(() => options.callback('token-2'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.to('/wps/verification/sms/noLogin')).toHaveLength(1));
    expect(api.to('/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '123456789',
      countryDialingCode: '60',
      humanCheck: 'token-2',
    });
    await waitFor(() => expect(widget.reset).toHaveBeenCalledWith('widget-1'));
  });
});

describe('HumanCheckField on registration', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('sends the answer with the new account, and draws a new challenge after a refusal', async () => {
    const widget = fakeTurnstile(['token-3']);
    const modules = buildWhitelabel({
      whitelabel: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }],
      humanCheck: humanCheck({ register: true }),
    });
    let attempts = 0;
    const api = serveApi({
      '/wps/system/whitelabel': { info: modules },
      '/wps/system/setting/register': {
        rules: [
          rule('username', { required: true, minLength: 4, maxLength: 12 }),
          rule('password', { required: true, minLength: 6, maxLength: 20 }),
          rule('confirmPassword', { required: true }),
        ],
      },
      '/wps/member/register': () =>
        ++attempts === 1 ? new Fail(400, 'USERNAME_TAKEN') : loginValue(),
    });
    renderModal('register', {}, { route: '/register' });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    type(await within(dialog).findByLabelText('Username'), 'alice1');
    type(within(dialog).getByLabelText('Password'), 'abc123');
    type(within(dialog).getByLabelText('Confirm password'), 'abc123');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /over 18 years old/ }));
    await waitFor(() => expect(widget.render).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).toMatchObject({
      username: 'alice1',
      humanCheck: 'token-3',
    });
    // The answer was spent on the refused call: the widget asks again.
    await waitFor(() => expect(widget.reset).toHaveBeenCalledWith('widget-1'));
  });
});
