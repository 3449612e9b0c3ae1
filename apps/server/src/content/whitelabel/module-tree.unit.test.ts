import { describe, expect, it } from 'vitest';
import { buildModuleTree, enabledModuleIds } from './module-tree.js';

const rows = [
  { id: 1, modId: 'MEMBERCENTER', parentId: null, enabled: true, sort: 10 },
  { id: 2, modId: 'withdraw', parentId: 1, enabled: true, sort: 10 },
  { id: 3, modId: 'AGENTCENTER', parentId: null, enabled: false, sort: 20 },
  { id: 4, modId: 'agentTeamOverview', parentId: 3, enabled: true, sort: 10 },
  { id: 5, modId: 'referral', parentId: 1, enabled: false, sort: 20 },
];

describe('buildModuleTree', () => {
  it('nests children under their parents with "1"/"0" flags', () => {
    expect(buildModuleTree(rows)).toEqual([
      {
        modId: 'MEMBERCENTER',
        enabled: '1',
        childrenNodes: [
          { modId: 'withdraw', enabled: '1', childrenNodes: [] },
          { modId: 'referral', enabled: '0', childrenNodes: [] },
        ],
      },
      {
        modId: 'AGENTCENTER',
        enabled: '0',
        childrenNodes: [{ modId: 'agentTeamOverview', enabled: '1', childrenNodes: [] }],
      },
    ]);
  });
});

describe('enabledModuleIds', () => {
  it('counts a module as on only when every ancestor is on', () => {
    expect([...enabledModuleIds(rows)].sort()).toEqual(['MEMBERCENTER', 'withdraw']);
  });
});
