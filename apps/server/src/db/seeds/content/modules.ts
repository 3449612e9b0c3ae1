import { GAME_CATEGORIES } from '@portal/shared/constants/site';

export interface ModuleSeed {
  modId: string;
  enabled: boolean;
  children?: ModuleSeed[];
}

const on = (modId: string, children?: ModuleSeed[]): ModuleSeed => ({
  modId,
  enabled: true,
  children,
});
const off = (modId: string): ModuleSeed => ({ modId, enabled: false });

/** Personal-centre pages (spec section 2, page keys). */
const memberCentre = [
  'securityCenter',
  // The member's profile fields and avatar (decision 057).
  'memberProfile',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // The feedback form as a centre page (it is also open to visitors at /feedback).
  'feedback',
  // Reality check and session time limit (decision 052).
  'realityCheck',
  // Identity documents for large withdrawals (decision 053).
  'identityCheck',
  // Responsible gaming: limits, and time-out or self-exclusion.
  'saferLimits',
  'takeBreak',
].map((page) => on(page));

/**
 * Agent-centre pages. Team betting reuses the member page key personalHistoryCopy in the spec;
 * module ids are unique, so the agent's copy is agentPersonalHistoryCopy.
 */
const agentCentre = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
].map((page) => on(page));

/** The whitelabel tree: flags of spec section 6, feature modules, one module per game category. */
export const demoModules: ModuleSeed[] = [
  on('DIRECTREG3'),
  on('CHNGPASSVERIF3'),
  off('REGMOBVERF3'),
  on('MOBILEVERCODELOGIN3'),
  on('MEMBERCENTER', memberCentre),
  on('AGENTCENTER', agentCentre),
  on('POINTMALL'),
  on('PROMOTIONS'),
  on('JOIN'),
  on('DOWNLOAD'),
  on('HELP'),
  on('THEMESWITCH'),
  on('JACKPOT'),
  on('FREEPLAY'),
  ...GAME_CATEGORIES.map((category) => on(category)),
];
