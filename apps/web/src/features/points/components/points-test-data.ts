/** Builders of the points API's answers for the page's tests (never imported by the site). */
import type {
  PointBalance,
  PointConfig,
  PointMovement,
  PointRedeem,
  PointReward,
} from '@portal/shared/schemas/points';

export const PATHS = {
  balance: '/wps/relay/MCS2_getPointBalance',
  config: '/wps/relay/MCS2_getPointConfig',
  rewards: '/wps/relay/MCS2_getPointReward',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
  redeems: '/wps/relay/MCS2_getRedeemPointList',
  movements: '/wps/relay/ODSFE2_MemTransDet',
} as const;

export function buildReward(overrides: Partial<PointReward> = {}): PointReward {
  return {
    id: 1,
    type: 'cash',
    name: 'RM 10 Cash',
    description: 'Cash straight to your main wallet.',
    imageUrl: null,
    points: 1_000,
    amount: 10,
    turnoverMultiple: null,
    ticketKind: null,
    requirement: null,
    stock: null,
    perMemberLimit: null,
    redeemedByMe: 0,
    redeemable: true,
    ...overrides,
  };
}

export function buildConfig(overrides: Partial<PointConfig> = {}): PointConfig {
  return {
    enabled: true,
    rates: [
      { category: 'RNG', points: 1, perAmount: 10 },
      { category: 'LIVE', points: 1, perAmount: 20 },
      { category: 'SPORTS', points: 0, perAmount: 10 },
    ],
    conversion: { points: 3, amount: 0.02, minPoints: 500, step: 3 },
    rules: 'Points are credited when a bet settles.\nOne account per person.',
    expires: false,
    ...overrides,
  };
}

export const buildBalance = (balance: number, cashValue: number): PointBalance => ({
  balance,
  cashValue,
  currency: 'MYR',
});

export function buildRedeem(overrides: Partial<PointRedeem> = {}): PointRedeem {
  return {
    transNo: 'P2026112100001',
    applyTime: '2026-11-21T08:00:00.000Z',
    type: 'cash',
    name: 'RM 10 Cash',
    quantity: 1,
    points: 1_000,
    requirement: null,
    status: 'approved',
    changedPoints: -1_000,
    balanceAfter: 11_500,
    remark: '',
    updatedTime: null,
    ...overrides,
  };
}

export function buildMovement(overrides: Partial<PointMovement> = {}): PointMovement {
  return {
    id: 1,
    time: '2026-11-21T09:00:00.000Z',
    type: 'earn',
    points: 120,
    balanceAfter: 12_620,
    reference: 'R-778812',
    ...overrides,
  };
}
