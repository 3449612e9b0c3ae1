/**
 * Test helpers of the account modals (never imported by the site): the server's answers by
 * path, every request recorded with its method and body, failures with the envelope's value
 * and details, and the open modal rendered as the site renders it.
 */
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import type { PermissionInfo, RegistrationRule } from '@portal/shared/schemas/system';
import { buildWhitelabel, renderWithProviders } from '../../components/ui/test-utils';
import { AuthModals } from './components/auth-modals';
import { useAuthModal, type AuthModal, type AuthModalContext } from './hooks/use-auth-modal';
import { useSession } from './hooks/use-session';
import type { LoginValue } from './types';

/** A reply that fails with the given status, code and envelope data. */
export class Fail {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly value: Record<string, unknown> | null = null,
    readonly details?: { path: string; reason: string }[],
  ) {}
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the text of a form-encoded body. */
  body: unknown;
}

type Reply = unknown;
type Route = Reply | ((call: RecordedCall) => Reply);

/** Replaces fetch; unknown paths answer 404. Returns the calls made, in order. */
export function serveApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const raw = init?.body;
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw?.toString(),
      };
      calls.push(call);
      const route = routes[url.pathname];
      const reply =
        route === undefined
          ? new Fail(404, 'ROUTE_NOT_FOUND')
          : typeof route === 'function'
            ? (route as (c: RecordedCall) => Reply)(call)
            : route;
      if (reply instanceof Fail) {
        return Response.json(
          {
            success: false,
            value: reply.value,
            errorCode: reply.errorCode,
            message: 'failed',
            ...(reply.details ? { details: reply.details } : {}),
          },
          { status: reply.status },
        );
      }
      return Response.json({ success: true, value: reply });
    }),
  );
  return {
    calls,
    /** The calls to one path. */
    to: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** The plaintext of an encrypted call as the mocked encryption wraps it. */
export const plaintext = (call: RecordedCall | undefined) =>
  (call?.body as { encrypted?: unknown } | undefined)?.encrypted;

/** Site settings with the given whitelabel modules on and register flags set. */
export function whitelabel(
  modules: string[] = [],
  register: Partial<PermissionInfo['register']> = {},
) {
  const base = buildWhitelabel();
  return {
    info: buildWhitelabel({
      whitelabel: modules.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
      register: { ...base.register, ...register },
    }),
  };
}

export function loginValue(overrides: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-1',
    username: 'alice',
    type: 0,
    nickname: 'Alice',
    customerId: 7,
    firstTimeLogin: false,
    passwordExpired: false,
    mustChangePassword: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const memberInfo = {
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  clubLabel: { rankLevel: 1, labelName: 'VIP 1' },
  toUpline: false,
  icon: 1,
  currency: 'MYR',
  lastLoginTime: null,
  lastLoginIp: null,
  nonMember: false,
  profile: { changesAllowed: false, fields: [] },
};

export function rule(
  field: RegistrationRule['field'],
  overrides: Partial<RegistrationRule> = {},
): RegistrationRule {
  return {
    field,
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 0,
    message: '',
    ...overrides,
  };
}

/** Where the router is: `${pathname}${search}`. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Opens an account modal the way the header buttons do and renders the modal host. */
export function renderModal(
  modal: AuthModal,
  context: AuthModalContext = {},
  options: { route?: string } = {},
) {
  const onSignedIn = vi.fn();
  const onClosed = vi.fn();
  useAuthModal.getState().open(modal, context);
  const result = renderWithProviders(
    <>
      <AuthModals onSignedIn={onSignedIn} onClosed={onClosed} />
      <CurrentLocation />
    </>,
    options,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, onSignedIn, onClosed, location };
}

export function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/** Back to a visitor with no modal open, no cookies and no session. */
export function resetAccountState(): void {
  useAuthModal.getState().close();
  useSession.getState().clear();
  clearCookies();
  vi.unstubAllGlobals();
}
