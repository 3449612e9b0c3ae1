import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  UNLINK_NEEDS_PASSWORD,
  type SocialLinksValue,
} from '@portal/shared/schemas/social-sign-in';
import {
  ApiFailure,
  bodiesSentTo,
  createTestPayloadKeys,
  serveApi,
  type ApiHandler,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { renderWithProviders } from '../../../components/ui/test-utils';
import { formatDateTime } from '../../../lib/format-date-time';
import { SocialLinksSection } from './social-links-section';

const LINKED_AT = '2026-11-20T09:30:00.000Z';
let links: SocialLinksValue;
let keys: TestPayloadKeys;

beforeAll(async () => {
  keys = await createTestPayloadKeys();
});

beforeEach(() => {
  links = {
    links: [
      { provider: 'google', linked: true, linkedAt: LINKED_AT, label: 'pl****@example.com' },
      { provider: 'facebook', linked: false, linkedAt: null, label: null },
      { provider: 'telegram', linked: false, linkedAt: null, label: null },
    ],
    hasPassword: true,
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(routes: Record<string, ApiHandler> = {}) {
  const fetchMock = serveApi({
    'GET /wps/member/social/links': () => links,
    'GET /wps/system/publicKey': () => keys.publicKey,
    ...routes,
  });
  renderWithProviders(<SocialLinksSection />);
  return fetchMock;
}

const row = (provider: string) => screen.getByText(provider, { selector: 'span' }).closest('li')!;
const UNLINK_URL = '/wps/member/social/links/google';

async function unlinkWith(password: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlink Google' });
  fireEvent.change(within(dialog).getByLabelText('Login password'), {
    target: { value: password },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
  return dialog;
}

describe('SocialLinksSection', () => {
  it('lists each offered provider with its state and the hint for those not linked', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Linked sign-in' })).toBeTruthy();
    await screen.findByText('Google', { selector: 'span' });
    const time = formatDateTime(LINKED_AT, 'en');
    expect(
      within(row('Google')).getByText(`pl****@example.com, linked since ${time}`),
    ).toBeTruthy();
    expect(within(row('Facebook')).getByText('Not linked')).toBeTruthy();
    expect(
      within(row('Facebook')).getByText(
        "Sign in with Facebook under this account's email address and confirm your password to link it.",
      ),
    ).toBeTruthy();
    expect(within(row('Telegram')).getByText(/Telegram shares no email address/)).toBeTruthy();
    expect(within(row('Facebook')).queryByRole('button')).toBeNull();
  });

  it('unlinks with the password sent encrypted, then shows the refreshed list', async () => {
    const fetchMock = renderSection({
      [`DELETE ${UNLINK_URL}`]: () => {
        links = {
          ...links,
          links: links.links.map((link) =>
            link.provider === 'google'
              ? { ...link, linked: false, linkedAt: null, label: null }
              : link,
          ),
        };
        return null;
      },
    });
    await unlinkWith('Demo1234');
    expect(await screen.findByText('Google has been unlinked.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [body] = bodiesSentTo(fetchMock, 'DELETE', UNLINK_URL);
    expect(JSON.stringify(body)).not.toContain('Demo1234');
    expect(await keys.decrypt(body)).toEqual({ password: 'Demo1234' });
    await waitFor(() => expect(within(row('Google')).getByText('Not linked')).toBeTruthy());
  });

  it('asks for the password before sending', async () => {
    const fetchMock = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(within(dialog).getByText('Please enter your login password.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'DELETE', UNLINK_URL)).toEqual([]);
  });

  it('shows a wrong password in the dialog and keeps the link', async () => {
    renderSection({ [`DELETE ${UNLINK_URL}`]: () => new ApiFailure('OLD_PASSWORD_WRONG') });
    const dialog = await unlinkWith('nope');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The current password is wrong.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says a password must be set first when the server refuses an account without one', async () => {
    renderSection({
      [`DELETE ${UNLINK_URL}`]: () =>
        new ApiFailure('OPERATION_NOT_ALLOWED', 403, [
          { path: 'password', reason: UNLINK_NEEDS_PASSWORD },
        ]),
    });
    const dialog = await unlinkWith('anything');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^Your account has no login password yet/,
    );
  });

  it('offers no unlinking to an account without a password, and says why', async () => {
    links = { ...links, hasPassword: false };
    renderSection();
    expect(
      await within(await waitFor(() => row('Google'))).findByText(/Set one first/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlink Google' })).toBeNull();
  });

  it('shows nothing when the site offers no sign-in provider', async () => {
    links = { links: [], hasPassword: true };
    const fetchMock = renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
  });
});
