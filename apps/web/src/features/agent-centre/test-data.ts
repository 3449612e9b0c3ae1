/**
 * Answers of the agent calls for the page tests (never imported by the site): each builder takes
 * the fields a test cares about.
 */
import type {
  DownlineListValue,
  DownlineMember,
  MoneyFigures,
  ProfitRow,
  TeamOverviewValue,
} from '@portal/shared/schemas/agency';

export const figures = (overrides: Partial<MoneyFigures> = {}): MoneyFigures => ({
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  validBets: 0,
  payouts: 0,
  bonuses: 0,
  profitLoss: 0,
  ...overrides,
});

export function overview(url: URL, overrides: Partial<TeamOverviewValue> = {}): TeamOverviewValue {
  const from = url.searchParams.get('from') ?? '2026-11-26';
  const to = url.searchParams.get('to') ?? '2026-11-26';
  return {
    period: (url.searchParams.get('period') ?? 'today') as TeamOverviewValue['period'],
    from,
    to,
    currency: 'MYR',
    teamSize: { direct: 3, all: 12 },
    figures: {
      ...figures({
        deposits: 1_500,
        withdrawals: 200,
        bets: 900,
        validBets: 880,
        payouts: 700,
        bonuses: 18.88,
        profitLoss: -181.12,
      }),
      registrations: 2,
      firstDepositors: 1,
      activeMembers: 4,
      depositCount: 5,
      betCount: 37,
    },
    days: [{ ...figures({ profitLoss: -181.12 }), date: to, registrations: 2, activeMembers: 4 }],
    ...overrides,
  };
}

export const member = (id: number, overrides: Partial<DownlineMember> = {}): DownlineMember => ({
  id,
  account: `player${id}`,
  nickname: '',
  type: 0,
  level: 1,
  upline: 'agent01',
  directCount: 0,
  downlineCount: 0,
  balance: 100,
  currency: 'MYR',
  status: 'active',
  registeredAt: '2026-11-20T08:00:00.000Z',
  lastLoginAt: null,
  playBreak: null,
  ...overrides,
});

export const downlineList = (
  list: DownlineMember[],
  overrides: Partial<DownlineListValue> = {},
): DownlineListValue => ({
  breadcrumbs: [{ id: 1, account: 'agent01' }],
  list,
  page: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
  next: null,
  grantableType: 2,
  ...overrides,
});

export const profitRow = (id: number, overrides: Partial<ProfitRow> = {}): ProfitRow => ({
  id,
  account: `player${id}`,
  type: 0,
  level: 1,
  downlineCount: 0,
  own: figures(),
  team: figures(),
  ...overrides,
});
