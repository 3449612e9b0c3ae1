import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { MemberInfo } from '@portal/shared/schemas/account';
import type { WhitelabelNode } from '@portal/shared/schemas/system';
import {
  ApiFailure,
  buildWhitelabel,
  mockApi,
  renderWithProviders,
} from '../../../components/ui/test-utils';
import { useGateWarning } from '../../session/real-money-gate';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import { LoggedInPanel } from './logged-in-panel';

const node = (modId: string, childrenNodes: WhitelabelNode[] = [], enabled = true) =>
  ({ modId, enabled: enabled ? '1' : '0', childrenNodes }) as WhitelabelNode;

const tree = [
  node('MEMBERCENTER', [node('securityCenter'), node('depositv2'), node('messageV2')]),
  node('AGENTCENTER', [node('agentTeamOverview')]),
];

function member(type: number): MemberInfo {
  return {
    id: 7,
    account: 'demo01',
    nickname: 'Lucky Star',
    type,
    clubLabel: { rankLevel: 2, labelName: 'VIP 2' },
    toUpline: false,
    icon: 1,
    currency: 'MYR',
    lastLoginTime: null,
    lastLoginIp: null,
    nonMember: false,
    profile: { changesAllowed: false, fields: [] },
  };
}

function serve(type: number, extra: Record<string, unknown> = {}) {
  return mockApi({
    '/wps/system/whitelabel': { info: buildWhitelabel({ whitelabel: tree }) },
    '/wps/member/info': member(type),
    ...extra,
  });
}

function stubViewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderPanel(route = '/promotions') {
  return renderWithProviders(
    <>
      <LoggedInPanel />
      <PathProbe />
    </>,
    { route },
  );
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path);

describe('LoggedInPanel', () => {
  beforeEach(() => {
    stubViewport(false);
    useSession.getState().setToken('token-1');
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
    useCentrePanel.getState().closeCentre();
    useGateWarning.getState().dismiss();
    useAuthModal.getState().close();
  });

  // First in the file: the figures' module is not loaded yet, as on a member's first opening.
  it('holds the place of the wallet and points while their part loads, so the entries stay put', async () => {
    serve(0);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /Lucky Star/ }));
    // Drawn in the same render as the entries, before the lazily loaded part answers.
    expect(screen.getByTestId('member-menu-wallet').textContent).toBe('…');
    expect(screen.getByTestId('member-menu-points').textContent).toBe('…');
    expect(screen.getByRole('button', { name: 'My account' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('member-menu-points').textContent).not.toBe('…'));
  });

  it('shows the nickname from member info and keeps the member in the session', async () => {
    serve(0);
    renderPanel();
    expect(await screen.findByRole('button', { name: /Lucky Star/ })).toBeTruthy();
    expect(useSession.getState().member?.account).toBe('demo01');
  });

  it('shows the balance, refreshes it on click and hides it as ***', async () => {
    let balance = 1234.5;
    const fetchMock = serve(0, { '/wps/v2/wallets/balance': () => ({ sumBalance: balance }) });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('1,234.50'));
    balance = 20;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('20.00'));
    expect(calls(fetchMock, '/wps/v2/wallets/balance')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance-amount').textContent).toBe('***');
  });

  it('shows the unread count on the mail icon only above zero', async () => {
    serve(0, { '/wps/relay/CSP_unreadCount': 3 });
    renderPanel();
    const mail = await screen.findByRole('button', { name: 'Messages (3 unread)' });
    expect(mail.textContent).toBe('3');
    cleanup();
    serve(0, { '/wps/relay/CSP_unreadCount': 0 });
    renderPanel();
    await screen.findByRole('button', { name: /Lucky Star/ });
    expect(screen.getByRole('button', { name: 'Messages' }).textContent).toBe('');
  });

  it('gives a trial account no dropdown and the real-account warning on member actions', async () => {
    serve(4);
    renderPanel();
    await waitFor(() => expect(useSession.getState().member?.type).toBe(4));
    expect(screen.queryByRole('button', { name: /Lucky Star/ })).toBeNull();
    expect(screen.getByText('Lucky Star')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(warning.textContent).toContain(
      'This needs a real-money account. Please register a real account to continue.',
    );
    expect(useCentrePanel.getState().open).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells an agents-only account it keeps its agent centre, not that it needs a real account', async () => {
    serve(41);
    renderPanel();
    await waitFor(() => expect(useSession.getState().member?.type).toBe(41));
    useGateWarning.getState().show('nonMember');
    const warning = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(warning.textContent).toContain('Non-member cannot log in.');
    expect(screen.queryByRole('dialog', { name: 'Real account needed' })).toBeNull();
  });

  it.each([1, 2, 41, 42])('offers the agent centre to account type %i', async (type) => {
    serve(type);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Agent centre' }));
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    // The agent menu with the one agent page this tree switches on, open at it.
    const menu = await within(centre).findByRole('navigation', { name: 'Agent centre pages' });
    const overview = within(menu).getByRole('button', { name: 'Team overview' });
    expect(overview.getAttribute('aria-current')).toBe('page');
  });

  it('offers no agent centre to a regular member', async () => {
    serve(0);
    renderPanel();
    await screen.findByRole('button', { name: /Lucky Star/ });
    expect(screen.queryByRole('button', { name: 'Agent centre' })).toBeNull();
  });

  it('asks before logging out and keeps the session on cancel', async () => {
    const fetchMock = serve(0);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().token).toBe('token-1');
    expect(calls(fetchMock, '/wps/session/logout')).toHaveLength(0);
  });

  it('logs out on confirm: ends the server session, clears the local one, closes centres, goes home', async () => {
    const fetchMock = serve(0, { '/wps/session/logout': null });
    useCentrePanel.getState().openCentre('agent', 'agentTeamOverview');
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls(fetchMock, '/wps/session/logout')).toHaveLength(1));
    const [, init] = calls(fetchMock, '/wps/session/logout')[0] as unknown as [
      unknown,
      RequestInit,
    ];
    expect(init.method).toBe('DELETE');
    expect((init.headers as Record<string, string>).Authorization).toBe('token-1');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().member).toBeNull();
    expect(useCentrePanel.getState().open).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('clears the local session even when the logout call fails', async () => {
    serve(0, { '/wps/session/logout': new ApiFailure(500) });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('closes an open centre and the warning when the session ends elsewhere', () => {
    useCentrePanel.getState().openCentre('member', 'securityCenter');
    useGateWarning.getState().show();
    useSession.getState().clear();
    expect(useCentrePanel.getState().open).toBeNull();
    expect(useGateWarning.getState().open).toBe(false);
  });

  it('folds into the balance and an avatar menu on phones', async () => {
    stubViewport(true);
    // Deposit is switched off on this site, so the menu holds my account and the messages.
    const withoutDeposit = [
      node('MEMBERCENTER', [
        node('securityCenter'),
        node('depositv2', [], false),
        node('messageV2'),
      ]),
      node('AGENTCENTER', [node('agentTeamOverview')]),
    ];
    serve(1, {
      '/wps/system/whitelabel': { info: buildWhitelabel({ whitelabel: withoutDeposit }) },
      '/wps/relay/CSP_unreadCount': 2,
    });
    renderPanel();
    const menuButton = await screen.findByRole('button', { name: 'Account menu of Lucky Star' });
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeTruthy();
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const labels = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(['My account', 'Messages2', 'Agent centre', 'Log out']);
    fireEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(await screen.findByRole('dialog', { name: 'Agent centre' })).toBeTruthy();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});
