import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
