import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WhitelabelNode } from '@portal/shared/schemas/system';
import { buildWhitelabel, mockApi, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { memberCentreMenu } from '../menu';
import { CentreOverlay } from '../../../components/centre/centre-overlay';
import { MemberCentre } from './member-centre';

const byPage = (...pages: string[]) =>
  memberCentreMenu.filter((entry) => pages.includes(entry.page));

const node = (modId: string, childrenNodes: WhitelabelNode[] = [], enabled = true) =>
  ({ modId, enabled: enabled ? '1' : '0', childrenNodes }) as WhitelabelNode;

describe('CentreOverlay', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderOverlay(badges: Record<string, number>, active = 'securityCenter') {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <CentreOverlay
        title="Member centre"
        menuLabel="Member centre pages"
        entries={byPage('securityCenter', 'rewardCenter', 'missionLeaderboard', 'messageV2')}
        active={active}
        badges={badges}
        onSelect={onSelect}
        onClose={onClose}
      >
        <p>Page body</p>
      </CentreOverlay>,
    );
    return { onSelect, onClose };
  }

  it('shows badges only for counts above zero', () => {
    renderOverlay({ unread: 3, reward: 0, mission: -1 });
    expect(screen.getByTestId('badge-messageV2').textContent).toBe('3');
    expect(screen.queryByTestId('badge-rewardCenter')).toBeNull();
    expect(screen.queryByTestId('badge-missionLeaderboard')).toBeNull();
    expect(screen.queryByTestId('badge-securityCenter')).toBeNull();
  });

  it('names a badged entry with its count apart from the entry: "Reward centre, 1 new"', () => {
    renderOverlay({ reward: 1, unread: 120 });
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).getByRole('button', { name: 'Reward centre, 1 new' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Platform messages, 99+ new' })).toBeTruthy();
    expect(screen.getByTestId('badge-rewardCenter').textContent).toBe('1');
  });

  it('marks the active page and reports the chosen one', () => {
    const { onSelect } = renderOverlay({}, 'rewardCenter');
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    const current = within(menu)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'page');
    expect(current.map((button) => button.textContent)).toEqual(['Reward centre']);
    fireEvent.click(within(menu).getByRole('button', { name: 'Platform messages' }));
    expect(onSelect).toHaveBeenCalledWith('messageV2');
  });

  it('closes with its close button and with Escape', () => {
    const { onClose } = renderOverlay({});
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('MemberCentre', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('falls back to my account for a page whose module is off', async () => {
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          whitelabel: [
            node('MEMBERCENTER', [node('securityCenter'), node('rewardCenter', [], false)]),
          ],
        }),
      },
    });
    renderWithProviders(
      <MemberCentre page="rewardCenter" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    const menu = await screen.findByRole('navigation', { name: 'Member centre pages' });
    const buttons = within(menu).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['My account']);
    expect(buttons[0]!.getAttribute('aria-current')).toBe('page');
  });

  it("shows the member's unopened tickets as the reward centre's badge", async () => {
    useSession.setState({ token: 'member-token' });
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          whitelabel: [node('MEMBERCENTER', [node('securityCenter'), node('rewardCenter')])],
        }),
      },
      '/wps/member/rewards/count': { unopened: 3 },
    });
    renderWithProviders(
      <MemberCentre page="securityCenter" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    expect((await screen.findByTestId('badge-rewardCenter')).textContent).toBe('3');
    useSession.setState({ token: null });
  });

  it('says there is nothing to show when the member-centre module is off', async () => {
    mockApi({
      '/wps/system/whitelabel': {
        info: buildWhitelabel({
          whitelabel: [node('MEMBERCENTER', [node('securityCenter')], false)],
        }),
      },
    });
    renderWithProviders(
      <MemberCentre page="securityCenter" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('There is nothing to show here yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
