import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../hooks/use-session';
import { Fail, loginValue, memberInfo, resetAccountState, serveApi } from '../test-utils';
import { SocialReturn } from './social-return';

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

function renderReturn(route: string) {
  const onDone = vi.fn();
  const onRestart = vi.fn();
  renderWithProviders(
    <Routes>
      <Route
        path="/social-login/:provider"
        element={<SocialReturn provider="google" onDone={onDone} onRestart={onRestart} />}
      />
    </Routes>,
    { route },
  );
  return { onDone, onRestart };
}

describe('the social sign-in return page', () => {
  afterEach(() => {
    cleanup();
    resetAccountState();
  });

  it('completes the sign-in once with the code, state and issuer of the address', async () => {
    const api = serveApi({
      '/wps/session/social/complete': loginValue(),
      '/wps/member/info': memberInfo,
    });
    const { onDone } = renderReturn('/social-login/google?code=c1&state=s1&iss=https%3A%2F%2Fid');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.to('/wps/session/social/complete').map((call) => call.body)).toEqual([
      { provider: 'google', code: 'c1', state: 's1', iss: 'https://id' },
    ]);
    expect(useSession.getState().token).toBe('token-1');
  });

  it('says why when the flow expired, and goes back to the login form', async () => {
    serveApi({ '/wps/session/social/complete': new Fail(400, 'SOCIAL_FLOW_EXPIRED') });
    const { onRestart } = renderReturn('/social-login/google?code=c1&state=old');
    expect(
      await screen.findByText('This sign-in has expired or was already used. Please start again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('tells a person who cancelled at the provider that the sign-in did not finish', async () => {
    const api = serveApi({});
    renderReturn('/social-login/google?error=access_denied&state=s1');
    expect(await screen.findByText('The sign-in did not finish. Please try again.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
