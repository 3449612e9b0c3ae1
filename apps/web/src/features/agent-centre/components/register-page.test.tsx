import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RegistrationRule } from '@portal/shared/schemas/system';
import {
  ApiFailure,
  bodiesSentTo,
  serveApi,
  type ApiHandler,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { downlineList } from '../test-data';
import { RegisterPage } from './register-page';

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

const PATH = '/wps/agent/team/members';

const rule = (
  field: RegistrationRule['field'],
  overrides: Partial<RegistrationRule> = {},
): RegistrationRule => ({
  field,
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 0,
  message: '',
  ...overrides,
});

const RULES = [
  rule('username', {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 1,
    minLength: 4,
    maxLength: 12,
    message: 'Enter (min)-(max) letters or digits, starting with a letter.',
  }),
  rule('password', {
    minLength: 6,
    maxLength: 20,
    message: 'The password has (min)-(max) characters.',
  }),
  rule('confirmPassword'),
];

function renderPage(grantableType: number | null, routes: Record<string, ApiHandler> = {}) {
  const navigate = vi.fn();
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/system/setting/register': () => ({ rules: RULES }),
    [`GET ${PATH}`]: () => downlineList([], { grantableType }),
    [`PUT ${PATH}`]: (body) => {
      const payload = (body as { encrypted: { username: string; kind: string } }).encrypted;
      return {
        id: 77,
        account: payload.username,
        type: payload.kind === 'agent' ? 2 : 0,
        upline: 'agent01',
        registeredAt: '2026-11-26T04:00:00.000Z',
      };
    },
    ...routes,
  });
  renderWithProviders(<RegisterPage navigate={navigate} />);
  return { fetchMock, navigate };
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register account' }));

describe('RegisterPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks the fields with the site's registration rules before sending anything", async () => {
    const { fetchMock } = renderPage(2);
    await screen.findByLabelText('Username');
    expect(screen.getByText('Enter 4-12 letters or digits, starting with a letter.')).toBeTruthy();
    submit();
    expect(await screen.findByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Initial password is required.')).toBeTruthy();
    fill({ Username: '9lives', 'Initial password': 'abc', 'Confirm initial password': 'abd' });
    submit();
    expect(
      await screen.findByText('Enter 4-12 letters or digits, starting with a letter.'),
    ).toBeTruthy();
    expect(screen.getByText('The password has 6-20 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([]);
  });

  it('registers a sub-agent and says the account must change its password at first login', async () => {
    const { fetchMock, navigate } = renderPage(2);
    fireEvent.click(await screen.findByRole('radio', { name: /Agent/ }));
    fill({
      Username: 'sub02',
      'Initial password': 'secret123',
      'Confirm initial password': 'secret123',
      'Nickname (optional)': '  Team B ',
    });
    submit();
    expect(await screen.findByText('sub02 was registered below you as Agent.')).toBeTruthy();
    expect(screen.getByText(/must choose a new password/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)).toEqual([
      {
        encrypted: {
          kind: 'agent',
          username: 'sub02',
          password: 'secret123',
          confirmPassword: 'secret123',
          nickname: 'Team B',
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to team management' }));
    expect(navigate).toHaveBeenCalledWith('downlineManagmentView');
    fireEvent.click(screen.getByRole('button', { name: 'Register another' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Username')).value).toBe('');
  });

  it('offers members only when the agent may grant no agent type', async () => {
    const { fetchMock } = renderPage(null);
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('radio')).toBeNull();
    fill({
      Username: 'mem01',
      'Initial password': 'secret123',
      'Confirm initial password': 'secret123',
    });
    submit();
    await screen.findByText('mem01 was registered below you as Member.');
    expect(bodiesSentTo(fetchMock, 'PUT', PATH)[0]).toMatchObject({
      encrypted: { kind: 'member', username: 'mem01' },
    });
  });

  it('shows a taken username at its field', async () => {
    renderPage(2, { [`PUT ${PATH}`]: () => new ApiFailure('USERNAME_TAKEN', 409) });
    await screen.findByLabelText('Username');
    fill({
      Username: 'taken1',
      'Initial password': 'secret123',
      'Confirm initial password': 'secret123',
    });
    submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
