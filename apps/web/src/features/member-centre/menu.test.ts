import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@portal/shared/schemas/system';
import { agentCentreMenu } from '../agent-centre/menu';
import { memberCentreMenu } from './menu';
import {
  badgeText,
  resolvePage,
  visibleEntries,
  type CentreEntry,
} from '../../components/centre/centre-menu';
import { builtMemberPages } from './pages';

const node = (modId: string, enabled = true, childrenNodes: WhitelabelNode[] = []) =>
  ({ modId, enabled: enabled ? '1' : '0', childrenNodes }) as WhitelabelNode;

const memberTree = (centreOn = true, pagesOn: Record<string, boolean> = {}) => [
  node(
    'MEMBERCENTER',
    centreOn,
    memberCentreMenu.map((entry) => node(entry.module, pagesOn[entry.module] ?? true)),
  ),
];

const pages = (entries: readonly CentreEntry[]) => entries.map((entry) => entry.page);

describe('the member-centre menu', () => {
  it('lists the spec labels and page keys in the spec order, then feedback, safer play and the profile', () => {
    expect(memberCentreMenu.map((entry) => [entry.label, entry.page])).toEqual([
      ['in_my_account', 'securityCenter'],
      ['in_my_wallet', 'transferFund'],
      ['in_increase_deposit', 'depositv2'],
      ['in_increase_withdrawal', 'withdraw'],
      ['in_transfer_upline', 'transferUpline'],
      ['in_betting_record', 'personalHistoryCopy'],
      ['in_account_record', 'transactionHistory'],
      ['in_personal_loss', 'personalProfit'],
      ['in_bonus_details', 'bonusDetails'],
      ['in_reward_center', 'rewardCenter'],
      ['invite_friends', 'referral'],
      ['mission_activity', 'missionLeaderboard'],
      ['in_platform_information', 'messageV2'],
      ['in_feedback', 'feedback'],
      ['in_safer_limits', 'saferLimits'],
      ['in_take_break', 'takeBreak'],
      ['in_reality_check', 'realityCheck'],
      ['in_verify_identity', 'identityCheck'],
      ['in_my_profile', 'memberProfile'],
    ]);
  });

  it('shows only the built pages, even with every module on', () => {
    const visible = visibleEntries(memberCentreMenu, {
      tree: memberTree(),
      built: builtMemberPages,
      member: { toUpline: true },
    });
    expect(pages(visible)).toEqual(
      memberCentreMenu.map((entry) => entry.page).filter((page) => builtMemberPages.has(page)),
    );
    expect(visibleEntries(memberCentreMenu, { tree: memberTree(), built: new Set() })).toEqual([]);
  });

  it('shows transfer to upline only to members whose info carries toUpline', () => {
    const built = new Set(['securityCenter', 'transferUpline', 'transactionHistory']);
    const tree = memberTree();
    expect(
      pages(visibleEntries(memberCentreMenu, { tree, built, member: { toUpline: true } })),
    ).toEqual(['securityCenter', 'transferUpline', 'transactionHistory']);
    for (const member of [{ toUpline: false }, {}, null, undefined]) {
      expect(pages(visibleEntries(memberCentreMenu, { tree, built, member }))).toEqual([
        'securityCenter',
        'transactionHistory',
      ]);
    }
    const hidden = visibleEntries(memberCentreMenu, { tree, built, member: { toUpline: false } });
    expect(resolvePage(hidden, 'transferUpline', 'securityCenter')?.page).toBe('securityCenter');
  });

  it('shows a page once it is built and its module is on', () => {
    const built = new Set(['securityCenter', 'depositv2', 'messageV2']);
    const visible = visibleEntries(memberCentreMenu, { tree: memberTree(), built });
    expect(pages(visible)).toEqual(['securityCenter', 'depositv2', 'messageV2']);
  });

  it('hides a built page whose module is off', () => {
    const built = new Set(['securityCenter', 'depositv2']);
    const tree = memberTree(true, { depositv2: false });
    expect(pages(visibleEntries(memberCentreMenu, { tree, built }))).toEqual(['securityCenter']);
  });

  it('hides everything when the member-centre module itself is off', () => {
    const built = new Set(memberCentreMenu.map((entry) => entry.page));
    expect(visibleEntries(memberCentreMenu, { tree: memberTree(false), built })).toEqual([]);
  });

  it('hides pages missing from the whitelabel tree', () => {
    expect(
      visibleEntries(memberCentreMenu, { tree: [node('MEMBERCENTER')], built: builtMemberPages }),
    ).toEqual([]);
  });

  it('puts the badges on reward centre, missions and platform messages', () => {
    const badges = Object.fromEntries(
      memberCentreMenu.filter((entry) => entry.badge).map((entry) => [entry.page, entry.badge]),
    );
    expect(badges).toEqual({
      rewardCenter: 'reward',
      missionLeaderboard: 'mission',
      messageV2: 'unread',
    });
  });
});

describe('the agent-centre menu', () => {
  const allAgentPages = new Set(agentCentreMenu.map((entry) => entry.page));
  const agentTree = [
    node(
      'AGENTCENTER',
      true,
      agentCentreMenu.map((entry) => node(entry.module)),
    ),
  ];

  it('hides every entry while no agent page is built', () => {
    expect(visibleEntries(agentCentreMenu, { tree: agentTree, built: new Set() })).toEqual([]);
  });

  it('shows the contract and salary pages only with their features on', () => {
    const without = visibleEntries(agentCentreMenu, { tree: agentTree, built: allAgentPages });
    expect(pages(without)).not.toContain('agentDividendRecordCopy2');
    expect(pages(without)).not.toContain('agentDailyWages2');
    expect(pages(without)).toHaveLength(8);
    const withSalary = visibleEntries(agentCentreMenu, {
      tree: agentTree,
      built: allAgentPages,
      features: { salary: true, contract: true },
    });
    expect(pages(withSalary)).toContain('agentDailyWages2');
    expect(pages(withSalary)).toContain('agentDividendRecordCopy2');
    expect(pages(withSalary)).not.toContain('agentHourSalary');
  });

  it('opens team betting on the member page key under its own module id', () => {
    const teamBetting = agentCentreMenu.find((entry) => entry.label === 'agent.menu.teamBetting');
    expect(teamBetting).toMatchObject({
      page: 'personalHistoryCopy',
      module: 'agentPersonalHistoryCopy',
    });
  });
});

describe('resolvePage', () => {
  const entries = memberCentreMenu.slice(0, 3);

  it('keeps a visible page', () => {
    expect(resolvePage(entries, 'depositv2', 'securityCenter')?.page).toBe('depositv2');
  });

  it('falls back to the default page for a hidden or unknown one', () => {
    expect(resolvePage(entries, 'messageV2', 'securityCenter')?.page).toBe('securityCenter');
    expect(resolvePage(entries, 'nope', 'securityCenter')?.page).toBe('securityCenter');
  });

  it('falls back to the first entry without the default, and to nothing without entries', () => {
    expect(resolvePage(entries.slice(1), 'nope', 'securityCenter')?.page).toBe('transferFund');
    expect(resolvePage([], 'securityCenter', 'securityCenter')).toBeUndefined();
  });
});

describe('badgeText', () => {
  it('shows nothing for zero, negative or unknown counts', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows counts above zero, capped at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
