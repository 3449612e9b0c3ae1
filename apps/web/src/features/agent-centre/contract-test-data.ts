/**
 * Answers of the contract relay calls for the page tests (never imported by the site): each
 * builder takes the fields a test cares about.
 */
import type {
  ContractDownlinesValue,
  ContractKind,
  ContractQueryValue,
  ContractRecordsValue,
  ContractRequestView,
  ContractView,
  SettlementView,
} from '@portal/shared/schemas/contracts';

export const contract = (overrides: Partial<ContractView> = {}): ContractView => ({
  id: 5,
  kind: 'dividend',
  holder: { id: 1, account: 'agent01' },
  grantor: null,
  period: 'monthly',
  tiers: [
    { minValidBet: 1_000, minActive: 3, rate: 10 },
    { minValidBet: 5_000, minActive: 5, rate: 20.5 },
  ],
  state: 'active',
  startedAt: '2026-11-01T04:00:00.000Z',
  endedAt: null,
  endReason: null,
  ...overrides,
});

export const contractRequest = (
  overrides: Partial<ContractRequestView> = {},
): ContractRequestView => ({
  id: 70,
  kind: 'daily',
  action: 'offer',
  contractId: null,
  holder: { id: 1, account: 'agent01' },
  grantor: { id: 9, account: 'boss09' },
  requestedBy: 'upline',
  period: null,
  tiers: [{ minValidBet: 500, minActive: 2, rate: 0.8 }],
  state: 'pending',
  awaitingMe: true,
  createdAt: '2026-11-25T02:30:00.000Z',
  answeredAt: null,
  ...overrides,
});

export const contractQuery = (
  kind: ContractKind,
  overrides: Partial<ContractQueryValue> = {},
): ContractQueryValue => ({
  action: 'query',
  kind,
  own: null,
  pending: [],
  limits: { enabled: true, maxTiers: 5, maxRates: { rate: 50 } },
  schedule: kind === 'dividend' ? 'dividend:monthly' : kind,
  ...overrides,
});

export const downlineList = (
  list: ContractDownlinesValue['list'] = [],
): ContractDownlinesValue => ({
  action: 'downlines',
  list,
  page: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
});

export const settlement = (overrides: Partial<SettlementView> = {}): SettlementView => ({
  id: 300,
  kind: 'dividend',
  holder: { id: 1, account: 'agent01' },
  periodStart: '2026-10-31T16:00:00.000Z',
  periodEnd: '2026-11-30T16:00:00.000Z',
  validBets: 6_000,
  bets: 6_000,
  payouts: 4_000,
  bonuses: 0,
  netLoss: 2_000,
  carryIn: 0,
  wins: 0,
  losses: 0,
  activeMembers: 6,
  tier: 2,
  rates: { rate: 20.5 },
  gross: 410,
  downlineGross: 100,
  amount: 310,
  reference: 'CD-300',
  settledAt: '2026-12-01T00:05:00.000Z',
  ...overrides,
});

export const recordsValue = (
  list: SettlementView[] = [settlement()],
  withoutEarnings = 0,
): ContractRecordsValue => ({
  action: 'records',
  holder: { id: 1, account: 'agent01' },
  currency: 'MYR',
  from: '2026-11-01',
  to: '2026-11-26',
  list,
  totals: {
    count: list.length + withoutEarnings,
    validBets: list.reduce((sum, row) => sum + row.validBets, 0),
    netLoss: list.reduce((sum, row) => sum + row.netLoss, 0),
    gross: list.reduce((sum, row) => sum + row.gross, 0),
    amount: 1_234.5,
  },
  chart: [
    { day: '2026-11-01', amount: 0 },
    { day: '2026-11-02', amount: 310 },
  ],
  withoutEarnings,
  page: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
});
