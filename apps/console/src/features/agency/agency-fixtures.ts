import type {
  AgencyNode,
  AgentContractsValue,
  RunSettlementsValue,
  SettlementRun,
} from '@portal/shared/schemas/agency-console';

export const node = (id: number, overrides: Partial<AgencyNode> = {}): AgencyNode => ({
  id,
  account: `agent${id}`,
  type: 2,
  status: 'active',
  uplineId: null,
  directCount: 0,
  teamSize: 0,
  currency: 'MYR',
  balance: 10,
  teamDeposits: 100,
  teamBets: 250.5,
  teamValidBets: 250.5,
  contracts: [],
  ...overrides,
});

export const level = (list: AgencyNode[], parent: AgencyNode | null = null) => ({
  list,
  page: 1,
  pageSize: 50,
  total: list.length,
  from: '2026-11-22',
  to: '2026-11-28',
  parent,
});

export const agentContracts = (
  overrides: Partial<AgentContractsValue> = {},
): AgentContractsValue => ({
  agent: { id: 5, account: 'agent5', type: 1, uplineId: null },
  contracts: [
    {
      id: 31,
      kind: 'daily',
      holder: { id: 5, account: 'agent5' },
      grantor: null,
      period: null,
      tiers: [{ minValidBet: 0, minActive: 0, rate: 1.5 }],
      state: 'active',
      startedAt: '2026-11-20T02:00:00.000Z',
      endedAt: null,
      endReason: null,
    },
    {
      id: 32,
      kind: 'daily',
      holder: { id: 6, account: 'agent6' },
      grantor: { id: 5, account: 'agent5' },
      period: null,
      tiers: [{ minValidBet: 0, minActive: 0, rate: 1 }],
      state: 'terminated',
      startedAt: '2026-11-20T03:00:00.000Z',
      endedAt: '2026-11-25T03:00:00.000Z',
      endReason: 'moved',
    },
  ],
  requests: [
    {
      id: 71,
      kind: 'daily',
      action: 'terminate',
      contractId: 31,
      holder: { id: 5, account: 'agent5' },
      grantor: null,
      requestedBy: 'downline',
      period: null,
      tiers: null,
      state: 'pending',
      awaitingMe: true,
      createdAt: '2026-11-27T03:00:00.000Z',
      answeredAt: null,
    },
  ],
  ...overrides,
});

export const run: SettlementRun = {
  kind: 'daily',
  schedule: 'daily',
  periodStart: '2026-11-26T16:00:00.000Z',
  periodEnd: '2026-11-27T16:00:00.000Z',
  settledAt: '2026-11-27T16:02:00.000Z',
  settlements: 2,
  paid: 1,
  gross: 6,
  amount: 4,
};

export const runSettlements: RunSettlementsValue = {
  run,
  page: 1,
  pageSize: 50,
  total: 1,
  list: [
    {
      id: 9,
      contractId: 31,
      holder: { id: 5, account: 'agent5' },
      currency: 'MYR',
      activeMembers: 3,
      validBets: 400,
      netLoss: 250,
      tier: 1,
      rates: { rate: 1 },
      gross: 4,
      downlineGross: 2,
      amount: 2,
      carryIn: -12.5,
      carryOut: 0,
      reference: 'DS20261127-5',
      transfer: { id: 880, amount: 2, kind: 'salary', createdAt: '2026-11-27T16:02:00.000Z' },
    },
  ],
};
