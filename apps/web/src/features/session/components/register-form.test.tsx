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

// The modal's code loads on first use; load it once up front so no test waits for it.
beforeAll(async () => {
  await import('./auth-dialog');
});

const RULES = [
  rule('username', {
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 4,
    maxLength: 12,
    message: 'Enter (min)-(max) letters or digits, starting with a letter.',
  }),
  rule('password', {
    required: true,
    minLength: 6,
    maxLength: 6,
    message: 'The password must be (min)-(max) characters.',
  }),
  rule('confirmPassword', { required: true }),
  rule('payeeName', { required: true, message: 'Your name as on your bank account.' }),
  rule('email', {
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
    patternId: 3,
    message: 'Enter an email address such as name@example.com.',
  }),
  rule('qqNum', { enabled: false }),
  rule('mobileNum', { enabled: false }),
  rule('affiliateCode', { enabled: true }),
];

async function openRegister(
  routes: Record<string, unknown> = {},
  options: {
    modules?: string[];
    register?: Parameters<typeof whitelabel>[1];
    rules?: unknown[];
    route?: string;
  } = {},
) {
  const api = serveApi({
    '/wps/system/whitelabel': whitelabel(
      ['DIRECTREG3', ...(options.modules ?? [])],
      options.register,
    ),
    '/wps/system/setting/register': { rules: options.rules ?? RULES },
    ...routes,
  });
  const rendered = renderModal('register', {}, { route: options.route ?? '/register' });
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
  await within(dialog).findAllByRole('textbox');
  return { api, dialog, ...rendered };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
const agree = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /over 18 years old/ }));

function fillValid(dialog: HTMLElement) {
  type(field(dialog, 'Username'), ' alice1 ');
  type(field(dialog, 'Password'), 'abc123');
  type(field(dialog, 'Confirm password'), 'abc123');
  type(field(dialog, 'Real name'), 'Alice Tan');
  agree(dialog);
}

describe('register modal, username tab', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('shows the fields the rules enable, each with its hint, and none of the disabled ones', async () => {
    const { dialog } = await openRegister();
    for (const label of [
      'Username',
      'Password',
      'Confirm password',
      'Real name',
      'Email address',
    ]) {
      expect(field(dialog, label)).toBeTruthy();
    }
    expect(within(dialog).queryByLabelText('QQ number')).toBeNull();
    expect(within(dialog).queryByLabelText('Mobile number')).toBeNull();
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
    expect(
      within(dialog).getByText('Enter 4-12 letters or digits, starting with a letter.'),
    ).toBeTruthy();
    // Equal bounds read as one number.
    expect(within(dialog).getByText('The password must be 6 characters.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Invitation code')).toBeTruthy();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('asks the member to confirm being over 21 when the site asks 21', async () => {
    const { info } = whitelabel(['DIRECTREG3']);
    const { dialog } = await openRegister({
      '/wps/system/whitelabel': { info: { ...info, site: { ...info.site, minimumAge: 21 } } },
    });
    expect(await within(dialog).findByRole('checkbox', { name: /over 21 years old/ })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: /over 18 years old/ })).toBeNull();
  });

  it("hides a field's hint once what is typed meets its rule, and keeps it while it does not", async () => {
    const { dialog } = await openRegister();
    const hint = 'Enter 4-12 letters or digits, starting with a letter.';
    type(field(dialog, 'Username'), '1a');
    expect(within(dialog).getByText(hint)).toBeTruthy();
    type(field(dialog, 'Username'), 'alice1');
    expect(within(dialog).queryByText(hint)).toBeNull();
    // Errors stay whatever the hint does.
    submit(dialog);
    expect(await within(dialog).findByText('Real name is required.')).toBeTruthy();
    expect(within(dialog).queryByText(hint)).toBeNull();
  });

  it('checks every field by its rule and the agreement before calling the server', async () => {
    const { dialog, api } = await openRegister();
    submit(dialog);
    expect(await within(dialog).findByText('Username is required.')).toBeTruthy();
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Confirm password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Real name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm your age and accept the terms.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Username')));

    type(field(dialog, 'Username'), '1abc');
    type(field(dialog, 'Password'), 'abc');
    type(field(dialog, 'Confirm password'), 'abd');
    type(field(dialog, 'Email address'), 'not-an-email');
    submit(dialog);
    await waitFor(() =>
      expect(field(dialog, 'Username').getAttribute('aria-invalid')).toBe('true'),
    );
    const errors = [...dialog.querySelectorAll('[id$="-error"]')].map((node) => node.textContent);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Enter 4-12 letters or digits, starting with a letter.',
        'The password must be 6 characters.',
        'Enter an email address such as name@example.com.',
      ]),
    );

    type(field(dialog, 'Username'), 'alice1');
    type(field(dialog, 'Password'), 'abc123');
    submit(dialog);
    expect(await within(dialog).findByText('The passwords do not match.')).toBeTruthy();
    expect(api.to('/wps/member/register')).toEqual([]);
  });

  it('registers with the entered fields sent encrypted, signs in, closes and goes home', async () => {
    const { dialog, api, onSignedIn, location } = await openRegister({
      '/wps/member/register': loginValue({ username: 'alice1' }),
    });
    fillValid(dialog);
    submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const sent = api.to('/wps/member/register')[0]!;
    expect(sent.method).toBe('PUT');
    expect(plaintext(sent)).toEqual({
      username: 'alice1',
      password: 'abc123',
      confirmPassword: 'abc123',
      payeeName: 'Alice Tan',
      agreement: true,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
    });
    expect(useSession.getState().token).toBe('token-1');
    expect(useAuthModal.getState().modal).toBeNull();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('marks the fields the server refuses, by reason and by taken name', async () => {
    let attempt = 0;
    const { dialog } = await openRegister({
      '/wps/member/register': () =>
        ++attempt === 1
          ? new Fail(400, 'VALIDATION_FAILED', null, [{ path: 'email', reason: 'pattern' }])
          : new Fail(409, 'USERNAME_TAKEN'),
    });
    fillValid(dialog);
    type(field(dialog, 'Email address'), 'alice@example.com');
    submit(dialog);
    await waitFor(() =>
      expect(field(dialog, 'Email address').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(
      within(dialog).getByText('Enter an email address such as name@example.com.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    submit(dialog);
    expect(await within(dialog).findByText('This username is already registered.')).toBeTruthy();
    expect(field(dialog, 'Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure that belongs to no field above the buttons', async () => {
    const { dialog } = await openRegister({
      '/wps/member/register': new Fail(403, 'OPERATION_NOT_ALLOWED'),
    });
    fillValid(dialog);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This operation is not allowed.',
    );
  });

  it('empties every field with the reset button', async () => {
    const { dialog } = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((field(dialog, 'Username') as HTMLInputElement).value).toBe('');
    expect((field(dialog, 'Real name') as HTMLInputElement).value).toBe('');
    expect(
      (within(dialog).getByRole('checkbox', { name: /over 18 years old/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('asks for the code sent to the number when REGMOBVERF3 is on', async () => {
    const { dialog, api } = await openRegister(
      {
        '/wps/verification/sms/register': { expiredMinutes: 5 },
        '/wps/member/register': loginValue(),
      },
      {
        modules: ['REGMOBVERF3'],
        rules: [...RULES.filter((r) => r.field !== 'mobileNum'), rule('mobileNum')],
      },
    );
    fillValid(dialog);
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    submit(dialog);
    expect(await within(dialog).findByText('Verification code is required.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 300 s' })).toBeTruthy();
    expect(api.to('/wps/verification/sms/register')[0]?.body).toEqual({
      mobileNo: '123456789',
      countryDialingCode: '60',
    });
    type(field(dialog, 'Verification code'), '1234');
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).toMatchObject({
      mobileNum: '123456789',
      countryDialingCode: '60',
      verificationCode: '1234',
    });
  });

  it('asks for no SMS code while REGMOBVERF3 is off, even with a mobile number', async () => {
    const { dialog, api } = await openRegister(
      { '/wps/member/register': loginValue() },
      {
        rules: [
          ...RULES.filter((r) => r.field !== 'mobileNum' && r.field !== 'verificationCode'),
          rule('mobileNum'),
          rule('verificationCode'),
        ],
      },
    );
    fillValid(dialog);
    type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '123456789');
    expect(within(dialog).queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(api.to('/wps/verification/sms/register')).toHaveLength(0);
  });

  it('shows the captcha its rule enables and sends the answer', async () => {
    const { dialog, api } = await openRegister(
      { '/wps/captcha': 'data:image/png;base64,AAAA', '/wps/member/register': loginValue() },
      { rules: [...RULES, rule('captcha', { required: true })] },
    );
    await waitFor(() => expect(api.to('/wps/captcha')).toHaveLength(1));
    fillValid(dialog);
    submit(dialog);
    expect(await within(dialog).findByText('Captcha is required.')).toBeTruthy();
    type(field(dialog, 'Captcha'), 'x7k2');
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).toMatchObject({ captcha: 'x7k2' });
  });

  it('says so and offers a retry when the rules cannot be loaded', async () => {
    serveApi({
      '/wps/system/whitelabel': whitelabel(['DIRECTREG3']),
      '/wps/system/setting/register': new Fail(503, 'SERVICE_UNAVAILABLE'),
    });
    renderModal('register');
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The service is temporarily unavailable.',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('register modal, invitation links', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('uses a valid code of the link without showing the field', async () => {
    const { dialog, api } = await openRegister(
      {
        '/wps/agent/affiliate': { valid: true, agent: 'agent007' },
        '/wps/member/register': loginValue(),
      },
      { route: '/register?affiliateCode=AG7' },
    );
    expect(await within(dialog).findByText('Invited by agent007')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    expect(api.to('/wps/agent/affiliate')[0]?.query.get('code')).toBe('AG7');
    fillValid(dialog);
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).toMatchObject({ affiliateCode: 'AG7' });
  });

  it('accepts the short ?code= form of a link', async () => {
    const { dialog } = await openRegister(
      { '/wps/agent/affiliate': { valid: true, agent: 'agent007' } },
      { route: '/register?code=AG7' },
    );
    expect(await within(dialog).findByText('Invited by agent007')).toBeTruthy();
  });

  it('shows a code that is not valid in the field and stops with invitation_code_error', async () => {
    const { dialog, api } = await openRegister(
      { '/wps/agent/affiliate': { valid: false, agent: null } },
      { route: '/register?affiliateCode=BAD' },
    );
    const code = await within(dialog).findByLabelText('Invitation code');
    await waitFor(() => expect((code as HTMLInputElement).value).toBe('BAD'));
    fillValid(dialog);
    submit(dialog);
    expect(await within(dialog).findByText('Invalid invitation code.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.to('/wps/member/register')).toEqual([]);

    type(code, '');
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).not.toHaveProperty('affiliateCode');
  });
});

describe('register modal, referral links', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  const WITH_REFERRAL = [...RULES, rule('referralCode', { enabled: true })];

  it('fills the referral code of a member’s link in, and sends it', async () => {
    const { dialog, api } = await openRegister(
      { '/wps/member/register': loginValue() },
      { route: '/register?referralCode=K7PQ2MXA', rules: WITH_REFERRAL },
    );
    const code = within(dialog).getByLabelText('Referral code') as HTMLInputElement;
    expect(code.value).toBe('K7PQ2MXA');
    fillValid(dialog);
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    expect(plaintext(api.to('/wps/member/register')[0])).toMatchObject({
      referralCode: 'K7PQ2MXA',
    });
  });

  it('shows a code that names no member at the field', async () => {
    const { dialog } = await openRegister(
      { '/wps/member/register': new Fail(400, 'REFERRAL_CODE_INVALID') },
      { route: '/register?referralCode=NOPE', rules: WITH_REFERRAL },
    );
    fillValid(dialog);
    submit(dialog);
    expect(
      await within(dialog).findByText(
        'This referral code does not belong to any member. Check the code or leave it empty.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Referral code').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('asks for both optional codes in one explained field, sending a non-agent code as a referral', async () => {
    const { dialog, api } = await openRegister(
      {
        '/wps/agent/affiliate': { valid: false },
        '/wps/member/register': loginValue(),
      },
      { rules: WITH_REFERRAL },
    );
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    expect(within(dialog).queryByLabelText('Referral code')).toBeNull();
    const code = field(dialog, 'Invitation or referral code');
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Optional. An agent's code puts you in the agent's team; a friend's code earns you both a reward.",
      ),
    ).toBeTruthy();
    type(code, 'FRIEND42');
    fillValid(dialog);
    submit(dialog);
    await waitFor(() => expect(api.to('/wps/member/register')).toHaveLength(1));
    const sent = plaintext(api.to('/wps/member/register')[0]);
    expect(sent).toMatchObject({ referralCode: 'FRIEND42' });
    expect(sent).not.toHaveProperty('affiliateCode');
  });

  it('shows both code fields when the operator requires one of them', async () => {
    const { dialog } = await openRegister(
      {},
      { rules: [...RULES, rule('referralCode', { enabled: true, required: true })] },
    );
    expect(field(dialog, 'Invitation code')).toBeTruthy();
    expect(field(dialog, 'Referral code')).toBeTruthy();
    expect(
      within(dialog).getByText("A friend's code: you both get a reward once you play."),
    ).toBeTruthy();
  });
});

describe('register modal, mobile tab and free play', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('registers by mobile number with the code sent to it when mobileReg is on', async () => {
    const { dialog, api, onSignedIn } = await openRegister(
      {
        '/wps/verification/sms/register': { expiredMinutes: 1 },
        '/wps/member/register/mobile': loginValue(),
      },
      { register: { mobileReg: true, mobileRegPass: false } },
    );
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const mobile = await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    type(mobile, '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: 'Resend in 60 s' });
    type(field(dialog, 'Verification code'), '5555');
    agree(dialog);
    submit(dialog);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(plaintext(api.to('/wps/member/register/mobile')[0])).toMatchObject({
      mobileNum: '123456789',
      countryDialingCode: '60',
      verificationCode: '5555',
      agreement: true,
    });
    expect(plaintext(api.to('/wps/member/register/mobile')[0])).not.toHaveProperty('password');
  });

  it('shows only the mobile form, without tabs, when sign-up with a username is off', async () => {
    const { dialog } = await openRegister(
      {},
      { register: { mobileReg: true, mobileRegPass: true, usernameEnabled: false } },
    );
    await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('asks for a password on the mobile tab when mobileRegPass is on', async () => {
    const { dialog } = await openRegister(
      {},
      { register: { mobileReg: true, mobileRegPass: true } },
    );
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    agree(dialog);
    submit(dialog);
    expect(await within(dialog).findByText('Password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Mobile number is required.')).toBeTruthy();
  });

  it('offers free play when hasFreePlay is on and signs the trial account in', async () => {
    const { dialog, api, location } = await openRegister(
      { '/wps/session/login/freeplay': loginValue({ type: 4, username: 'guest1' }) },
      { register: { hasFreePlay: true } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play for free' }));
    await waitFor(() => expect(useSession.getState().token).toBe('token-1'));
    expect(api.to('/wps/session/login/freeplay')[0]?.method).toBe('POST');
    expect(useSession.getState().member?.type).toBe(4);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('has no free play button while hasFreePlay is off', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).queryByRole('button', { name: 'Play for free' })).toBeNull();
  });
});
