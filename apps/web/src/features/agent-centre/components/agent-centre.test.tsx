import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { WhitelabelNode } from '@portal/shared/schemas/system';
import type { ConsolidatedFunds } from '@portal/shared/schemas/wallet';
import { serveApi } from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import { agentCentreMenu } from '../menu';
import { AgentCentre } from './agent-centre';

const node = (modId: string, childrenNodes: WhitelabelNode[] = []) =>
  ({ modId, enabled: '1', childrenNodes }) as WhitelabelNode;

const tree = [
  node(
    'AGENTCENTER',
    agentCentreMenu.map((entry) => node(entry.module)),
  ),
];

const funds = (flags: Partial<ConsolidatedFunds>): ConsolidatedFunds => ({
  total: 0,
  sumBalance: 0,
  main: 0,
  bonus: 0,
  vendors: 0,
  frozen: 0,
  currency: 'MYR',
  currencySymbol: 'RM',
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  dailysalinfotype: 0,
  divinfotype: 0,
  contracthourinfotype: 0,
  realtimesalinfotype: 0,
  ...flags,
});

describe('AgentCentre', () => {
  beforeEach(() => useSession.setState({ token: 'agent-token' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('shows a contract kind whose info flag is on and hides one whose flag is 0', async () => {
    serveApi({
      'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel({ whitelabel: tree }) }),
      'GET /wps/member/info/funds/consolidated': () =>
        funds({ divinfotype: 2, realtimesalinfotype: 1, dailysalinfotype: 0 }),
    });
    renderWithProviders(
      <AgentCentre page="agentAnnouncement" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    const menu = await screen.findByRole('navigation', { name: 'Agent centre pages' });
    expect(await screen.findByRole('button', { name: 'Dividend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Real-time salary' })).toBeTruthy();
    expect(menu.textContent).not.toContain('Daily salary');
    expect(menu.textContent).not.toContain('Hourly salary');
  });

  it('marks a contract page with a dot while a request waits for the agent, and no other', async () => {
    serveApi({
      'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel({ whitelabel: tree }) }),
      'GET /wps/member/info/funds/consolidated': () =>
        funds({ divinfotype: 1, dailysalinfotype: 2, dailysalreqtype: 1, divtypereq: 0 }),
    });
    renderWithProviders(
      <AgentCentre page="agentAnnouncement" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    const daily = await screen.findByRole('button', { name: /Daily salary/ });
    const dot = within(daily).getByRole('img', { name: 'A request waits for your answer' });
    expect(dot.textContent).toBe('');
    const dividend = screen.getByRole('button', { name: 'Dividend' });
    expect(within(dividend).queryByRole('img')).toBeNull();
  });

  it('says that no agent tool is available when the site switches every agent page off', async () => {
    serveApi({
      'GET /wps/system/whitelabel': () => ({
        info: buildWhitelabel({ whitelabel: [node('AGENTCENTER')] }),
      }),
      'GET /wps/member/info/funds/consolidated': () => funds({}),
    });
    renderWithProviders(
      <AgentCentre page="agentTeamOverview" onNavigate={vi.fn()} onClose={vi.fn()} />,
    );
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(centre).findByText('No agent tool is available to your account.'),
    ).toBeTruthy();
    expect(centre.textContent).not.toContain('coming soon');
  });
});
