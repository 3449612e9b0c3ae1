import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberProfile, ProfileFieldState } from '@portal/shared/schemas/member-profile';
import { ApiFailure, bodiesSentTo, serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { memberInfo } from '../../session/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { MemberAvatar } from '../../member-centre/components/account-menu';
import { ProfilePage } from './profile-page';

const state = (
  name: ProfileFieldState['name'],
  overrides: Partial<ProfileFieldState> = {},
): ProfileFieldState => ({
  name,
  group: 'messaging',
  value: null,
  required: false,
  locked: null,
  ...overrides,
});

const profile: MemberProfile = {
  changesAllowed: false,
  fields: [
    state('nickname', { group: 'personal', value: 'Alice', locked: 'securityCentre' }),
    state('realName', { group: 'personal', value: 'Alice Tan', locked: 'kyc' }),
    state('birthday', { group: 'personal', required: true }),
    state('telegram'),
    state('zalo', { value: '60123456789', locked: 'filled' }),
    state('incomeSource', { group: 'occupation' }),
  ],
};

const avatars = [1, 2, 3].map((icon) => ({ icon, url: `/assets/avatars/avatar-0${icon}.svg` }));

function renderPage(routes: Parameters<typeof serveApi>[0] = {}) {
  let icon = avatars[0]!;
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/member/info': () => ({ ...memberInfo, icon: icon.icon, profile }),
    'GET /wps/member/info/icon': () => icon,
    'GET /wps/relay/MCSFE_getPlayerAvatar': () => avatars,
    'POST /wps/member/info/icon': (body) => {
      icon = avatars.find((avatar) => avatar.icon === (body as { icon: number }).icon)!;
      return icon;
    },
    ...routes,
  });
  renderWithProviders(
    <>
      <header>
        <MemberAvatar name="Alice" />
      </header>
      <ProfilePage navigate={vi.fn()} />
    </>,
  );
  return fetchMock;
}

beforeEach(() => useSession.getState().setToken('token-1'));
afterEach(() => {
  cleanup();
  useSession.getState().clear();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows every field by group, locked ones read-only with the reason, required ones marked', async () => {
    renderPage();
    expect(await screen.findByText('Messaging')).toBeTruthy();
    expect(screen.getByText('Occupation and income')).toBeTruthy();
    const realName = screen.getByTestId('locked-realName');
    expect(within(realName).getByText('Alice Tan')).toBeTruthy();
    expect(within(realName).getByText('Verified with your identity documents')).toBeTruthy();
    expect(
      within(screen.getByTestId('locked-nickname')).getByText('Change it in My account'),
    ).toBeTruthy();
    expect(screen.getByTestId('locked-zalo').textContent).toContain('Saved; contact support');
    expect(screen.getByLabelText('Birthday *')).toBeTruthy();
    expect(screen.queryByLabelText('Zalo')).toBeNull();
    expect(screen.getByLabelText('Source of income').tagName).toBe('SELECT');
  });

  it('sends the open fields and shows the server errors at their field', async () => {
    const fetchMock = renderPage({
      'POST /wps/member/info/profile': () =>
        new ApiFailure('VALIDATION_FAILED', 400, [{ path: 'birthday', reason: 'under_age' }]),
    });
    fireEvent.change(await screen.findByLabelText('Birthday *'), {
      target: { value: '2015-03-01' },
    });
    fireEvent.change(screen.getByLabelText('Telegram'), { target: { value: '@lucky_star' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not meet the minimum age.')).toBeTruthy();
    expect(screen.getByLabelText('Birthday *').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/info/profile')).toEqual([
      { birthday: '2015-03-01', telegram: '@lucky_star', incomeSource: '' },
    ]);
  });

  it('checks a field before sending it', async () => {
    const fetchMock = renderPage();
    fireEvent.change(await screen.findByLabelText('Telegram'), { target: { value: 'a b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(screen.getByText('This format is not accepted.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/info/profile')).toEqual([]);
  });

  it('marks the current avatar, saves another and shows it in the header', async () => {
    const fetchMock = renderPage();
    const current = await screen.findByRole('radio', { name: 'Avatar 1' });
    await waitFor(() => expect(current.getAttribute('aria-checked')).toBe('true'));
    expect(within(current).getByText('Current')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save avatar' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    fireEvent.click(save);
    expect(await screen.findByText('Your avatar is saved.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST', '/wps/member/info/icon')).toEqual([{ icon: 3 }]);
    await waitFor(() =>
      expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(
        '/assets/avatars/avatar-03.svg',
      ),
    );
    expect(
      within(screen.getByRole('radio', { name: 'Avatar 3' })).getByText('Current'),
    ).toBeTruthy();
  });
});
